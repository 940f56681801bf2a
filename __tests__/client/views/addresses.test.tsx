import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import {
  initialAddressFormState,
  type AddressFormFields,
} from '../../../src/client/features/addressForm/addressFormSlice';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import AddressFormPanel from '../../../src/client/views/addresses/AddressFormPanel';
import { Toast } from '../../../src/client/views/components/feedback/Toast';
import { contract, type Address } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { HUB, PHONE, address, location, user } from '../support/fixtures';
import { renderConnectedRoute } from '../support/connectedRoute';
import { backgroundHandlers, failure, handle, requests, server, withMockApi } from '../support/msw';
import { renderWithProviders } from '../support/render';
import { withFakeClock } from '../support/store';

withMockApi();

const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const signedIn: Partial<RootState> = { ...ready, auth: { ...initialAuthState, user } };

const home = address();
const venue = address({
  _id: 'ad2',
  addressLabel: 'Grandma',
  address1: '4, Lake View',
  flatNumber: '4',
  buildingName: 'Lake View',
  address2: undefined,
  receiversDetails: { name: 'Meera Rao', mobileNumber: '9123456780', type: 'someoneElse' },
});

/** The saved addresses the mock API holds; each test starts from its own copy. */
let saved: Address[] = [];
const addressList = () =>
  handle(contract.address.getAddressBq, () => ({ isSuccess: true, addresses: saved }));

beforeEach(() => {
  saved = [home, venue];
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  );
});

/** The address form, once its code has loaded (it loads when the panel first opens). */
const formDialog = (name: 'Add address' | 'Edit address') => screen.findByRole('dialog', { name });
const saveButton = () => screen.getByRole('button', { name: 'save address' });
const toastText = () => screen.getByRole('status', { name: '' });

/** The add form, open with a confirmed map location unless told otherwise. */
function openForm(overrides: Partial<AddressFormFields> = {}): Partial<RootState> {
  return {
    ...signedIn,
    addressForm: {
      status: 'open',
      mode: 'add',
      addressId: null,
      owner: { name: user.name, phone: PHONE },
      receiver: 'mySelf',
      receiverName: user.name,
      receiverPhone: PHONE,
      editingReceiver: false,
      label: 'home',
      customLabel: '',
      flatNumber: '',
      buildingName: '',
      address2: '',
      pincode: location.locationv2.pincode ?? '',
      city: location.locationv2.city,
      state: location.locationv2.state,
      mobile: PHONE,
      location,
      errors: {},
      saving: false,
      ...overrides,
    },
  };
}

function renderForm(state: Partial<RootState>) {
  return renderWithProviders(
    <>
      <AddressFormPanel />
      <Toast />
    </>,
    state,
  );
}

describe('/profile/myaddress', () => {
  test('a visitor sees a login prompt instead of a list', async () => {
    renderConnectedRoute('/profile/myaddress', ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Addresses' })).toBeVisible();
    expect(screen.getByText('Login to view your saved addresses.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Saved addresses' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('main').querySelector('button') as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(requests.some((request) => request.path === contract.address.getAddressBq.path)).toBe(
      false,
    );
  });

  test('lists the saved addresses with their receiver', async () => {
    server.use(addressList());
    renderConnectedRoute('/profile/myaddress', signedIn);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && card.textContent)).toEqual([
      expect.stringContaining('home12, Sunrise TowersAndheri EastMumbai, Maharashtra 400069'),
      expect.stringContaining('Grandma4, Lake ViewMumbai, Maharashtra 400069'),
    ]);
    expect(within(cards[1] as HTMLElement).getByText('For Meera Rao, 9123456780')).toBeVisible();
    expect(
      within(list).getByRole('button', { name: 'Edit home: 12, Sunrise Towers' }),
    ).toBeVisible();
    expect(
      within(list).getByRole('button', { name: 'Remove Grandma: 4, Lake View' }),
    ).toBeVisible();
    const listCall = requests.find(
      (request) => request.path === contract.address.getAddressBq.path,
    );
    expect(listCall?.body).toEqual({ queryObj: { deleted: false } });
  });

  test('says when there is no saved address yet', async () => {
    saved = [];
    server.use(addressList());
    renderConnectedRoute('/profile/myaddress', signedIn);
    expect(await screen.findByText('You have no saved addresses yet.')).toBeVisible();
  });

  test('a list that cannot load says so and loads again on request', async () => {
    server.use(handle(contract.address.getAddressBq, () => failure(500, 'down')));
    renderConnectedRoute('/profile/myaddress', signedIn);
    expect(await screen.findByText('Your addresses could not be loaded.')).toBeVisible();
    server.use(addressList());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Saved addresses' })).toBeVisible();
  });

  test('removing asks first; No keeps the address', async () => {
    server.use(addressList());
    renderConnectedRoute('/profile/myaddress', signedIn);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove home: 12, Sunrise Towers' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(MESSAGES.removeAddressConfirm)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  test("Yes removes it: 'Address removed Successfully' and the list reloads", async () => {
    server.use(
      addressList(),
      handle(contract.address.deleteAddress, ({ params }) => {
        saved = saved.filter((entry) => entry._id !== params.id);
        return { isSuccess: true };
      }),
    );
    renderConnectedRoute('/profile/myaddress', signedIn);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove home: 12, Sunrise Towers' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.addressRemovedSuccessfully)).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Remove home: 12, Sunrise Towers' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Remove Grandma: 4, Lake View' })).toBeVisible();
    expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/ad1'))).toBe(true);
  });

  test("a failed removal shows 'Error Occurred! Try letter' and keeps the address", async () => {
    server.use(
      addressList(),
      handle(contract.address.deleteAddress, () => failure(500, 'down')),
    );
    renderConnectedRoute('/profile/myaddress', signedIn);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove home: 12, Sunrise Towers' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.addressError)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove home: 12, Sunrise Towers' })).toBeVisible();
  });

  test("editing fills the form from the address and saves it: 'Address Edited'", async () => {
    let edited: unknown;
    server.use(
      addressList(),
      handle(contract.address.editAddress, ({ body }) => {
        edited = body;
        const next = { ...venue, flatNumber: '5', address1: '5, Lake View' };
        saved = [home, next];
        return { isSuccess: true, address: next };
      }),
    );
    renderConnectedRoute('/profile/myaddress', signedIn);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Grandma: 4, Lake View' }),
    );
    const dialog = await formDialog('Edit address');
    expect(within(dialog).getByRole('radio', { name: 'Someone else' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: "Receiver's name" })).toHaveValue(
      'Meera Rao',
    );
    expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Address name' })).toHaveValue('Grandma');
    expect(within(dialog).getByText(location.locationv2.addressLine1)).toBeVisible();
    const flat = within(dialog).getByRole('textbox', { name: 'Flat no.' });
    expect(flat).toHaveValue('4');
    await userEvent.clear(flat);
    await userEvent.type(flat, '5');
    await userEvent.click(saveButton());

    expect(await screen.findByText(MESSAGES.addressEdited)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Edit address' })).not.toBeInTheDocument();
    expect(edited).toMatchObject({
      addressId: 'ad2',
      addressLabel: 'Grandma',
      address1: '5, Lake View',
      flatNumber: '5',
      buildingName: 'Lake View',
      mobile: [PHONE, '9123456780'],
      receiversDetails: { name: 'Meera Rao', mobileNumber: '9123456780', type: 'someoneElse' },
    });
    expect(await screen.findByRole('button', { name: 'Edit Grandma: 5, Lake View' })).toBeVisible();
  });
});

describe('adding an address from the map', () => {
  const ANDHERI = { lat: 19.1197, lng: 72.8468 };
  const mapHandlers = () => [
    handle(contract.homepage.baseData, () => ({
      isSuccess: true,
      result: {
        decorCategoriesList: [],
        homePageTopCategories: [],
        serviceableCities: {
          mumbai: { label: 'Mumbai', imageUrl: '/images/city/mumbai.svg', location: ANDHERI },
        },
        miscInfos: [],
        rails: [],
      },
    })),
    handle(contract.geo.map, () => ({
      isSuccess: true,
      cities: [{ slug: 'mumbai', label: 'Mumbai', ...ANDHERI }],
      hubs: [],
      localities: [],
    })),
    handle(contract.geo.serviceArea, () => ({
      isSuccess: true,
      isServiceable: true,
      isInAnyHub: true,
      hubs: [{ hubId: HUB }],
    })),
    handle(contract.geo.reverse, ({ url }) => ({
      status: 'OK',
      results: [
        {
          formatted_address: 'S V Road, Andheri, Mumbai, Maharashtra 400058, India',
          place_id: 'locality:andheri',
          geometry: {
            location: {
              lat: Number(url.searchParams.get('lat')),
              lng: Number(url.searchParams.get('lng')),
            },
          },
          address_components: [
            { long_name: 'S V Road', short_name: 'S V Road', types: ['route'] },
            { long_name: 'Andheri', short_name: 'Andheri', types: ['sublocality_level_1'] },
            { long_name: 'Mumbai', short_name: 'Mumbai', types: ['locality'] },
            {
              long_name: 'Maharashtra',
              short_name: 'MH',
              types: ['administrative_area_level_1'],
            },
            { long_name: '400058', short_name: '400058', types: ['postal_code'] },
          ],
        },
      ],
    })),
  ];

  test("Add New Address opens the map picker, then the form saves it: 'Address Saved'", async () => {
    let sent: unknown;
    server.use(
      addressList(),
      ...mapHandlers(),
      handle(contract.address.saveAddress, ({ body }) => {
        const input = (body as { addressData: Omit<Address, '_id' | 'deleted'> }).addressData;
        const created: Address = { ...input, _id: 'ad3', deleted: false };
        sent = input;
        saved = [...saved, created];
        return { isSuccess: true, address: created };
      }),
    );
    renderConnectedRoute('/profile/myaddress', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const picker = await screen.findByRole('dialog', { name: 'Select service location' });
    // The picker serves the form here, so it offers no saved addresses to choose from.
    expect(within(picker).queryByText('SAVED ADDRESSES')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add address' })).not.toBeInTheDocument();
    await userEvent.click(await within(picker).findByRole('button', { name: 'Mumbai' }));
    await userEvent.click(await screen.findByRole('button', { name: 'CONFIRM LOCATION' }));

    const dialog = await formDialog('Add address');
    expect(
      within(dialog).getByText('S V Road, Andheri, Mumbai, Maharashtra 400058, India'),
    ).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Myself' })).toBeChecked();
    expect(within(dialog).getByText(`Asha Rao, ${PHONE}`)).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Area, road (recommended)' })).toHaveValue(
      'Andheri',
    );
    // Pincode, city and state come from the place; the contact mobile is the user's own.
    const pincode = within(dialog).getByRole('textbox', { name: 'Pincode' });
    expect(pincode).toHaveValue('400058');
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Mumbai');
    expect(within(dialog).getByRole('textbox', { name: 'State' })).toHaveValue('Maharashtra');
    const mobile = within(dialog).getByRole('textbox', { name: 'Contact mobile' });
    expect(mobile).toHaveValue(PHONE);
    await userEvent.clear(pincode);
    await userEvent.type(pincode, '400 053');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '91234567801');
    expect(mobile).toHaveValue('9123456780');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Work' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flat no.' }), '701');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Building name' }), 'Orchid');
    await userEvent.click(saveButton());

    expect(await screen.findByText(MESSAGES.addressSaved)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Add address' })).not.toBeInTheDocument();
    expect(sent).toMatchObject({
      addressLabel: 'work',
      ownerName: 'Asha Rao',
      address1: '701, Orchid',
      address2: 'Andheri',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400 053',
      mobile: ['9123456780', PHONE],
      receiversDetails: { name: 'Asha Rao', mobileNumber: PHONE, type: 'mySelf' },
      locationv2: { ...ANDHERI, city: 'Mumbai', pincode: '400058' },
    });
    expect(await screen.findByRole('button', { name: 'Edit work: 701, Orchid' })).toBeVisible();
  });

  test('closing the picker leaves the form, which asks for the location again', async () => {
    server.use(addressList(), ...mapHandlers());
    renderConnectedRoute('/profile/myaddress', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await userEvent.keyboard('{Escape}');
    const dialog = await formDialog('Add address');
    expect(within(dialog).getByText('Not set yet')).toBeVisible();
    await userEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.setLocation)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set location on the map' }));
    expect(await screen.findByRole('dialog', { name: 'Select service location' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Add address' })).not.toBeInTheDocument();
  });
});

describe('the address form', () => {
  test('renders nothing while the machine is closed', () => {
    renderForm({ ...signedIn, addressForm: initialAddressFormState });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('inline errors', () => {
    withFakeClock();

    test.each([
      [{}, 'Flat no.', MESSAGES.flatNumberRequired],
      [{ flatNumber: '12' }, 'Building name', MESSAGES.buildingNameRequired],
    ])('%j: %s shows its error inline for 2 s', async (fields, field, message) => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm(openForm(fields));
      await user.click(saveButton());
      const input = screen.getByRole('textbox', { name: field });
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      // The listener dispatches after its delay resolves, so each step lets promises settle too.
      await act(async () => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'false');
    });

    test('typing in the field clears its error at once', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm(openForm());
      await user.click(saveButton());
      await user.type(screen.getByRole('textbox', { name: 'Flat no.' }), '1');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  test.each([
    ['no map location', { location: null }, MESSAGES.setLocation],
    [
      'no receiver name',
      { receiver: 'someoneElse' as const, receiverName: '', receiverPhone: '9123456780' },
      MESSAGES.fillReceiverDetails,
    ],
    [
      'a short receiver phone',
      { receiver: 'someoneElse' as const, receiverName: 'Meera', receiverPhone: '912345' },
      MESSAGES.invalidReceiverPhone,
    ],
    ['Other without its name', { label: 'other' as const }, MESSAGES.fillAllCredentials],
    ['no pincode', { pincode: ' ' }, MESSAGES.fillAllCredentials],
    ['no city', { city: '' }, MESSAGES.fillAllCredentials],
    ['no state', { state: '' }, MESSAGES.fillAllCredentials],
    ['a pincode starting with 0', { pincode: '012345' }, MESSAGES.invalidPincode],
    ['a five-digit pincode', { pincode: '40007' }, MESSAGES.invalidPincode],
    ['a contact mobile that is not 10 digits', { mobile: '98765' }, MESSAGES.invalidMobile],
  ])('%s: the toast says so and nothing is sent', async (_case, fields, message) => {
    const { store } = renderForm(
      openForm({ flatNumber: '12', buildingName: 'Sunrise', ...fields }),
    );
    await userEvent.click(saveButton());
    expect(toastText()).toHaveTextContent(message);
    expect(store.getState().addressForm).toMatchObject({ status: 'open', saving: false });
    expect(requests.filter((request) => request.path.includes('/address/'))).toEqual([]);
  });

  test("'Someone else' clears and opens the receiver; 'Myself' fills it back", async () => {
    renderForm(openForm());
    expect(screen.getByText(`Asha Rao, ${PHONE}`)).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Someone else' }));
    const name = screen.getByRole('textbox', { name: "Receiver's name" });
    const phone = screen.getByRole('textbox', { name: "Receiver's phone number" });
    expect(name).toHaveValue('');
    expect(phone).toHaveValue('');
    await userEvent.type(name, 'Meera');
    await userEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    expect(screen.queryByRole('textbox', { name: "Receiver's name" })).not.toBeInTheDocument();
    expect(screen.getByText(`Asha Rao, ${PHONE}`)).toBeVisible();
  });

  test("the receiver's phone ignores more than 10 digits", async () => {
    renderForm(openForm({ receiver: 'someoneElse', receiverName: '', receiverPhone: '' }));
    const phone = screen.getByRole('textbox', { name: "Receiver's phone number" });
    await userEvent.type(phone, '912345678012');
    expect(phone).toHaveValue('9123456780');
  });

  test('Other shows its name input; the close icon goes back to Home', async () => {
    renderForm(openForm());
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Venue' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: 'Address name' });
    await userEvent.type(other, 'Studio');
    expect(other).toHaveValue('Studio');
    await userEvent.click(screen.getByRole('button', { name: 'Close address name' }));
    expect(screen.queryByRole('textbox', { name: 'Address name' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
  });

  test('saving shows a spinner and disables the button until the answer', async () => {
    let answer: (() => void) | undefined;
    server.use(
      handle(contract.address.saveAddress, async ({ body }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        const input = (body as { addressData: Omit<Address, '_id' | 'deleted'> }).addressData;
        return { isSuccess: true, address: { ...input, _id: 'ad9', deleted: false } };
      }),
    );
    const { store } = renderForm(openForm({ flatNumber: '12', buildingName: 'Sunrise' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(answer).toBeDefined());
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    // A save in flight cannot be closed away.
    await userEvent.keyboard('{Escape}');
    expect(store.getState().addressForm.status).toBe('open');
    act(() => answer?.());
    expect(await screen.findByText(MESSAGES.addressSaved)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("a failed save shows 'Error Occurred! Try letter' and keeps the form", async () => {
    server.use(handle(contract.address.saveAddress, () => failure(500, 'down')));
    renderForm(openForm({ flatNumber: '12', buildingName: 'Sunrise' }));
    await userEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.addressError)).toBeVisible();
    expect(await formDialog('Add address')).toBeVisible();
    expect(saveButton()).toBeEnabled();
  });

  test('Close, Escape and a click outside each close it', async () => {
    const { store } = renderForm(openForm());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().addressForm.status).toBe('closed');
    const second = renderForm(openForm());
    await userEvent.keyboard('{Escape}');
    expect(second.store.getState().addressForm.status).toBe('closed');
    const third = renderForm(openForm());
    const form = await formDialog('Add address');
    const backdrop = form.parentElement as HTMLElement;
    await userEvent.click(form);
    expect(third.store.getState().addressForm.status).toBe('open');
    await userEvent.click(backdrop);
    expect(third.store.getState().addressForm.status).toBe('closed');
  });
});
