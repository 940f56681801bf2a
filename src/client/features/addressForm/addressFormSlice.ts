import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, SelectedLocation } from '../../../shared/contract';
import { clampPhoneInput, type MapAddressField } from '../../../shared/domain';
import { addressLocationConfirmed } from '../location/locationSlice';

export type AddressLabel = 'home' | 'venue' | 'work' | 'other';
export type Receiver = 'mySelf' | 'someoneElse';
export type AddressTextField =
  | 'flatNumber'
  | 'buildingName'
  | 'address2'
  | 'pincode'
  | 'city'
  | 'state'
  | 'mobile'
  | 'receiverName'
  | 'receiverPhone'
  | 'customLabel';
/** Fields whose errors show inline (and clear after 2 s); the others go to a toast. */
export type InlineField = Extract<MapAddressField, 'flatNumber' | 'buildingName'>;

export interface AddressOwner {
  name: string;
  phone: string;
}

export interface AddressFormFields {
  mode: 'add' | 'edit';
  /** The address being edited. */
  addressId: string | null;
  owner: AddressOwner;
  receiver: Receiver;
  receiverName: string;
  receiverPhone: string;
  /** 'Someone else' opens the receiver fields for editing. */
  editingReceiver: boolean;
  label: AddressLabel;
  /** The text of label Other. */
  customLabel: string;
  flatNumber: string;
  buildingName: string;
  address2: string;
  /** Prefilled from the map's place, editable. */
  pincode: string;
  city: string;
  state: string;
  /** The contact mobile (the address's first number); the owner's phone to begin with. */
  mobile: string;
  location: SelectedLocation | null;
  errors: Partial<Record<InlineField, string>>;
  saving: boolean;
}

export type AddressFormState = { status: 'closed' } | ({ status: 'open' } & AddressFormFields);

export const initialAddressFormState: AddressFormState = { status: 'closed' };

const KNOWN_LABELS: readonly AddressLabel[] = ['home', 'venue', 'work'];

function blankForm(owner: AddressOwner): AddressFormFields {
  // SPEC 4: default label home, default receiver Myself (the user's own name and phone).
  return {
    mode: 'add',
    addressId: null,
    owner,
    receiver: 'mySelf',
    receiverName: owner.name,
    receiverPhone: owner.phone,
    editingReceiver: false,
    label: 'home',
    customLabel: '',
    flatNumber: '',
    buildingName: '',
    address2: '',
    pincode: '',
    city: '',
    state: '',
    mobile: owner.phone,
    location: null,
    errors: {},
    saving: false,
  };
}

function formFromAddress(address: Address, owner: AddressOwner): AddressFormFields {
  const label = address.addressLabel.toLowerCase();
  const known = KNOWN_LABELS.find((candidate) => candidate === label);
  const receiver = address.receiversDetails;
  const [flat = '', building = ''] = address.address1.split(',').map((part) => part.trim());
  return {
    ...blankForm(owner),
    mode: 'edit',
    addressId: address._id,
    receiver: receiver?.type ?? 'mySelf',
    receiverName: receiver?.name ?? address.ownerName,
    receiverPhone: receiver?.mobileNumber ?? address.mobile[0] ?? '',
    label: known ?? 'other',
    customLabel: known ? '' : address.addressLabel,
    flatNumber: address.flatNumber ?? flat,
    buildingName: address.buildingName ?? building,
    address2: address.address2 ?? '',
    pincode: address.pinCode,
    city: address.city,
    state: address.state,
    mobile: address.mobile[0] ?? owner.phone,
    location:
      address.locationv2 && address.serviceAreaInfo
        ? {
            _id: address._id,
            address1: address.address1,
            serviceAreaInfo: address.serviceAreaInfo,
            locationv2: address.locationv2,
          }
        : null,
  };
}

/** The user accepted 'Do You really want to remove?' for this address. */
export const addressRemoveConfirmed = createAction<{ addressId: string }>(
  'addressForm/addressRemoveConfirmed',
);

export const addressFormSlice = createSlice({
  name: 'addressForm',
  initialState: initialAddressFormState as AddressFormState,
  reducers: {
    /** Add mode (which opens straight into the map picker). */
    addressFormOpened: (state, action: PayloadAction<{ owner: AddressOwner }>) =>
      state.status === 'closed'
        ? { status: 'open' as const, ...blankForm(action.payload.owner) }
        : state,
    addressFormOpenedForEdit: (
      state,
      action: PayloadAction<{ address: Address; owner: AddressOwner }>,
    ) =>
      state.status === 'closed'
        ? {
            status: 'open' as const,
            ...formFromAddress(action.payload.address, action.payload.owner),
          }
        : state,
    addressFormClosed: (state) =>
      state.status === 'open' && !state.saving ? initialAddressFormState : state,
    /** 'Myself' fills the user's name and phone. */
    receiverMyselfChosen(state) {
      if (state.status !== 'open') return;
      state.receiver = 'mySelf';
      state.receiverName = state.owner.name;
      state.receiverPhone = state.owner.phone;
      state.editingReceiver = false;
    },
    /** 'Someone else' clears both and opens them for editing. */
    receiverSomeoneElseChosen(state) {
      if (state.status !== 'open') return;
      state.receiver = 'someoneElse';
      state.receiverName = '';
      state.receiverPhone = '';
      state.editingReceiver = true;
    },
    addressLabelChosen(state, action: PayloadAction<{ label: AddressLabel }>) {
      if (state.status !== 'open') return;
      state.label = action.payload.label;
      if (action.payload.label !== 'other') state.customLabel = '';
    },
    /** The close icon of label Other's text input resets the label to home. */
    customLabelClosed(state) {
      if (state.status !== 'open' || state.label !== 'other') return;
      state.label = 'home';
      state.customLabel = '';
    },
    addressFieldChanged(state, action: PayloadAction<{ field: AddressTextField; value: string }>) {
      if (state.status !== 'open') return;
      const { field, value } = action.payload;
      if (field === 'receiverPhone' || field === 'mobile') {
        // SPEC 5: a phone input ignores entries longer than 10 characters.
        state[field] = clampPhoneInput(value, state[field]);
        return;
      }
      state[field] = value;
      if (field === 'flatNumber' || field === 'buildingName') delete state.errors[field];
    },
    addressInlineErrorShown(state, action: PayloadAction<{ field: InlineField; message: string }>) {
      if (state.status !== 'open') return;
      state.errors[action.payload.field] = action.payload.message;
    },
    addressInlineErrorsCleared(state) {
      if (state.status !== 'open') return;
      state.errors = {};
    },
    addressSaveStarted(state) {
      if (state.status !== 'open' || state.saving) return;
      state.saving = true;
    },
    addressSaved: (state, _action: PayloadAction<{ address: Address; mode: 'add' | 'edit' }>) =>
      state.status === 'open' && state.saving ? initialAddressFormState : state,
    addressSaveFailed(state) {
      if (state.status !== 'open') return;
      state.saving = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addressLocationConfirmed, (state, action) => {
      if (state.status !== 'open') return;
      const place = action.payload.location.locationv2;
      state.location = action.payload.location;
      // The new place's pincode, city and state replace the old ones; the customer may edit them.
      state.pincode = place.pincode ?? state.pincode;
      state.city = place.city || state.city;
      state.state = place.state || state.state;
      if (state.address2 === '' && place.addressLine2) state.address2 = place.addressLine2;
    });
  },
  selectors: {
    selectAddressForm: (state) => state,
  },
});

export const {
  addressFormOpened,
  addressFormOpenedForEdit,
  addressFormClosed,
  receiverMyselfChosen,
  receiverSomeoneElseChosen,
  addressLabelChosen,
  customLabelClosed,
  addressFieldChanged,
  addressInlineErrorShown,
  addressInlineErrorsCleared,
  addressSaveStarted,
  addressSaved,
  addressSaveFailed,
} = addressFormSlice.actions;

export const { selectAddressForm } = addressFormSlice.selectors;
