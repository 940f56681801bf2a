import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import {
  addressFieldChanged,
  addressFormClosed,
  addressFormOpened,
  addressFormOpenedForEdit,
  addressInlineErrorShown,
  addressLabelChosen,
  addressSaveFailed,
  addressSaveStarted,
  addressSaved,
  customLabelClosed,
  receiverMyselfChosen,
  receiverSomeoneElseChosen,
  selectAddressForm,
} from '../../../../src/client/features/addressForm/addressFormSlice';
import { requestAddressRemoval } from '../../../../src/client/features/addressForm/addressFormThunks';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import {
  addressLocationConfirmed,
  initialLocationState,
} from '../../../../src/client/features/location/locationSlice';
import { confirmAccepted } from '../../../../src/client/features/modals/modalsSlice';
import { PHONE, address, location, user } from '../../support/fixtures';
import {
  apiOrigin,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { machine, testStore, withFakeClock } from '../../support/store';

const owner = { name: user.name, phone: PHONE };
const opened = () => {
  const form = machine();
  form.dispatch(addressFormOpened({ owner }));
  return form;
};
const formOf = (form: ReturnType<typeof machine>) => {
  const state = selectAddressForm(form.state());
  if (state.status !== 'open') throw new Error('closed');
  return state;
};

describe('address form machine', () => {
  test('add mode opens with label home and Myself filled from the user', () => {
    expect(formOf(opened())).toMatchObject({
      mode: 'add',
      label: 'home',
      receiver: 'mySelf',
      receiverName: user.name,
      receiverPhone: PHONE,
      editingReceiver: false,
    });
  });

  test("'Someone else' clears both and opens editing; 'Myself' fills them back", () => {
    const form = opened();
    form.dispatch(receiverSomeoneElseChosen());
    expect(formOf(form)).toMatchObject({
      receiver: 'someoneElse',
      receiverName: '',
      receiverPhone: '',
      editingReceiver: true,
    });
    form.dispatch(receiverMyselfChosen());
    expect(formOf(form)).toMatchObject({
      receiver: 'mySelf',
      receiverName: user.name,
      receiverPhone: PHONE,
    });
  });

  test('label Other takes a text; its close icon resets the label to home', () => {
    const form = opened();
    form.dispatch(
      addressLabelChosen({ label: 'other' }),
      addressFieldChanged({ field: 'customLabel', value: 'Grandma' }),
    );
    expect(formOf(form)).toMatchObject({ label: 'other', customLabel: 'Grandma' });
    form.dispatch(customLabelClosed());
    expect(formOf(form)).toMatchObject({ label: 'home', customLabel: '' });
  });

  test('the receiver phone ignores entries longer than 10 characters', () => {
    const form = opened();
    form.dispatch(
      receiverSomeoneElseChosen(),
      addressFieldChanged({ field: 'receiverPhone', value: '9123456789' }),
    );
    form.dispatch(addressFieldChanged({ field: 'receiverPhone', value: '91234567890' }));
    expect(formOf(form).receiverPhone).toBe('9123456789');
  });

  test('typing in a field clears its inline error', () => {
    const form = opened();
    form.dispatch(
      addressInlineErrorShown({ field: 'flatNumber', message: MESSAGES.flatNumberRequired }),
    );
    expect(formOf(form).errors).toEqual({ flatNumber: MESSAGES.flatNumberRequired });
    form.dispatch(addressFieldChanged({ field: 'flatNumber', value: '1' }));
    expect(formOf(form).errors).toEqual({});
  });

  test('the picker hands over its location and area', () => {
    const form = opened();
    form.dispatch(
      addressLocationConfirmed({
        location: { ...location, locationv2: { ...location.locationv2, addressLine2: 'Chakala' } },
      }),
    );
    expect(formOf(form)).toMatchObject({ location: { _id: null }, address2: 'Chakala' });
  });

  test('edit mode reads the address back into the form', () => {
    const form = machine();
    form.dispatch(
      addressFormOpenedForEdit({
        address: address({
          addressLabel: 'Grandma',
          receiversDetails: { name: 'Ravi', mobileNumber: '9123456789', type: 'someoneElse' },
        }),
        owner,
      }),
    );
    expect(formOf(form)).toMatchObject({
      mode: 'edit',
      addressId: 'ad1',
      label: 'other',
      customLabel: 'Grandma',
      receiver: 'someoneElse',
      receiverName: 'Ravi',
      flatNumber: '12',
      buildingName: 'Sunrise Towers',
      location: { _id: 'ad1' },
    });
  });

  test('saving toggles the spinner; saved closes, failed reopens for editing', () => {
    const form = opened();
    form.dispatch(addressSaveStarted());
    expect(formOf(form).saving).toBe(true);
    form.dispatch(addressSaveFailed());
    expect(formOf(form).saving).toBe(false);
    form.dispatch(addressSaveStarted(), addressSaved({ address: address(), mode: 'add' }));
    expect(selectAddressForm(form.state())).toEqual({ status: 'closed' });
  });

  test.each([
    ['closing while saving', [addressSaveStarted()], addressFormClosed()],
    [
      'opening an open form',
      [],
      addressFormOpened({ owner: { name: 'Other', phone: '9000000000' } }),
    ],
    ['saved without saving', [], addressSaved({ address: address(), mode: 'add' })],
    ['closing Other when not Other', [], customLabelClosed()],
  ] as const)('refused: %s', (_name, setup, event) => {
    const form = opened();
    form.dispatch(...setup);
    const before = form.state().addressForm;
    form.dispatch(event);
    expect(form.state().addressForm).toEqual(before);
  });

  test('a closed form ignores every edit', () => {
    const form = machine();
    form.dispatch(
      receiverSomeoneElseChosen(),
      addressLabelChosen({ label: 'work' }),
      addressSaveStarted(),
    );
    expect(selectAddressForm(form.state())).toEqual({ status: 'closed' });
  });
});

describe('address form listeners', () => {
  withMockApi();
  withFakeClock();
  const loggedIn = {
    auth: { ...initialAuthState, user },
    location: { ...initialLocationState, autoDetectDone: true },
  };

  test('add mode opens straight into the map picker', () => {
    const { store, state } = testStore(loggedIn);
    store.dispatch(addressFormOpened({ owner }));
    expect(state().location.panel).toMatchObject({ status: 'default', purpose: 'address' });
  });

  test('inline errors clear after 2 s', async () => {
    const { store, state } = testStore(loggedIn);
    store.dispatch(addressFormOpened({ owner }));
    store.dispatch(
      addressInlineErrorShown({ field: 'buildingName', message: MESSAGES.buildingNameRequired }),
    );
    await jest.advanceTimersByTimeAsync(2000 - 1);
    expect(state().addressForm).toMatchObject({
      errors: { buildingName: MESSAGES.buildingNameRequired },
    });
    await jest.advanceTimersByTimeAsync(1);
    expect(state().addressForm).toMatchObject({ errors: {} });
  });

  const filled = () => {
    const env = testStore(loggedIn);
    env.store.dispatch(addressFormOpened({ owner }));
    env.store.dispatch(addressLocationConfirmed({ location }));
    env.store.dispatch(addressFieldChanged({ field: 'flatNumber', value: '12' }));
    env.store.dispatch(addressFieldChanged({ field: 'buildingName', value: 'Sunrise Towers' }));
    return env;
  };

  test('a new address is saved with flat and building joined, then Address Saved', async () => {
    server.use(
      handle(contract.address.saveAddress, () => ({ isSuccess: true, address: address() })),
    );
    const { store, state } = filled();
    store.dispatch(addressSaveStarted());
    await settle();
    expect(requests[0]?.body).toEqual({
      addressData: {
        addressLabel: 'home',
        ownerName: user.name,
        address1: '12, Sunrise Towers',
        flatNumber: '12',
        buildingName: 'Sunrise Towers',
        city: 'Mumbai',
        state: 'Maharashtra',
        pinCode: '400069',
        mobile: [PHONE],
        receiversDetails: { name: user.name, mobileNumber: PHONE, type: 'mySelf' },
        locationv2: location.locationv2,
      },
    });
    expect(state().addressForm.status).toBe('closed');
    expect(state().toast).toMatchObject({ message: MESSAGES.addressSaved });
  });

  test('an edited address is sent with its id, then Address Edited', async () => {
    server.use(
      handle(contract.address.editAddress, () => ({ isSuccess: true, address: address() })),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(addressFormOpenedForEdit({ address: address(), owner }));
    store.dispatch(addressSaveStarted());
    await settle();
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      body: { addressId: 'ad1', address1: '12, Sunrise Towers' },
    });
    expect(state().toast).toMatchObject({ message: MESSAGES.addressEdited });
  });

  test("a failed save says 'Error Occurred! Try letter' and keeps the form", async () => {
    server.use(
      http.post(`${apiOrigin()}/api/users/address/save-address`, () => failure(400, 'bad')),
    );
    const { store, state } = filled();
    store.dispatch(addressSaveStarted());
    await settle();
    expect(state().addressForm).toMatchObject({ status: 'open', saving: false });
    expect(state().toast).toMatchObject({ message: MESSAGES.addressError });
  });

  test('removing asks first, then removes and confirms', async () => {
    server.use(handle(contract.address.deleteAddress, () => ({ isSuccess: true })));
    const { store, state } = testStore(loggedIn);
    store.dispatch(requestAddressRemoval('ad1'));
    expect(state().modals.confirm).toMatchObject({ message: MESSAGES.removeAddressConfirm });
    expect(requests).toHaveLength(0);
    store.dispatch(confirmAccepted());
    await settle();
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/users/address/delete-address/ad1',
    });
    expect(state().toast).toMatchObject({ message: MESSAGES.addressRemovedSuccessfully });
    expect(state().modals.confirm).toBeNull();
  });
});
