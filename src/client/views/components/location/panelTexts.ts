/** The panel's labels, quoted from SPEC section 2. */
export const PANEL_TEXTS = {
  title: 'Select service location',
  searchPlaceholder: 'Search for area, street, city...',
  searchResult: 'Search result',
  useCurrentLocation: 'Use my current location',
  locateMe: 'Locate me',
  serviceableCity: 'Serviceable city',
  savedAddresses: 'SAVED ADDRESSES',
  addNewAddress: 'Add New Address',
  loginForAddresses: 'Login to view Saved addresses',
  pleaseWait: 'Please wait...',
  confirmLocationDisabled: 'Confirm location',
  confirmLocation: 'CONFIRM LOCATION',
  change: 'Change',
  changeLocation: 'Change location',
  /** SPEC 8: the not-serviceable card says service is unavailable here and to pick another place. */
  notServiceableDetail:
    'Our service is not available at this location at the moment. Please select another location.',
} as const;
