import { formatInr } from './money';

// User-facing texts of SPEC sections 2, 5 and 8, verbatim: the spec's typos are kept on purpose
// ('Try letter', 'realy') because the texts are part of the product's observable behaviour.
export const MESSAGES = {
  // Auth and account (sections 5, 8)
  otpSent: 'OTP Sent to your number',
  invalidOtp: 'Invalid OTP',
  invalidPhoneNumber: 'Invalid phone number',
  otpSendFailed: 'Something went wrong! Try again later',
  userDeleted: 'User deleted successfully',
  deleteAccountConfirm: 'Are you sure? This process is not reversible',
  profileUpdateFailed: 'Something went wrong!',

  // Cart and wishlist
  cartAddFailed: "Cart couldn't be added. Please try again later.",
  cartRemoveFailed: "Cart couldn't be removed. Please try again later.",
  cartUpdateFailed: "Cart couldn't be updated. Please try again later.",
  // Not in the spec: a device re-sending a cart that has since been booked as an order
  cartAlreadyPlaced: 'This cart has already been booked as an order',
  loginFirst: 'Please login first',
  loginToWishlist: 'Please login to wishlist',

  // Time slots: a slot that filled up or passed its cut-off since it was chosen
  slotUnavailable: 'The selected time slot is not available. Please choose another',

  // Orders
  orderRescheduled: 'Order rescheduled',
  rescheduleFailed: 'Error happened! Please contact us for rescheduling',
  addressNotServiceableAtPlacement: 'OOPs! The address you selected is not serviceable',

  // Addresses
  addressEditedSuccessfully: 'Address edited Successfully',
  addressRemovedSuccessfully: 'Address removed Successfully',
  addressSaved: 'Address Saved',
  addressEdited: 'Address Edited',
  addressError: 'Error Occurred! Try letter',
  removeAddressConfirm: 'Do You really want to remove?',
  setLocation: 'Please set the location',
  fillReceiverDetails: "Please fill the receiver's details",
  invalidReceiverPhone: "Invalid Receiver's phone number",
  flatNumberRequired: 'Flat no. is required',
  buildingNameRequired: 'Building name is required',
  fillAllCredentials: 'Please fill all the credentials',
  invalidMobile: 'Please provide us a valid number',
  invalidPincode: 'Please provide us a valid pincode',

  // Promo codes
  promoCodeEmpty: 'Please enter a promo code',
  promoCodeApplied: 'Promo code applied successfully',

  // Location
  latLngRequired: 'Latitude and Longitude are required',
  locationNotServiceable: 'This location is not serviceable',
  notServiceableTitle: 'OOPs! Not serviceable',
  noPlaceResults: 'No results found. Try another location',
  locationFetchFailed: 'Something went wrong while fetching your location. Try to search your area',
  locationPermissionDenied: 'Please go to browser setting an enable the location service.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',

  // Price display (section 2)
  setLocationToViewPrice: 'Set location to view price',
  enquireForPrice: 'Enquire for price',
  loginToDropPrice: 'Login to drop price',
  prepaidOffer: 'Prepaid offer',

  // Misc
  linkCopied: 'Link copied',
  keywordListFailed: 'Oops! Something went wrong. Please try again later.',
  confirmRemoveDefault: 'Do you realy want to remove ?',
  okButton: 'Ok',

  // Confirmation overlay
  orderPlaced: 'Yay! Order Placed',
  orderCancelled: 'Order Cancelled Successfully',
  orderRescheduledSuccessfully: 'Order Rescheduled Successfully',
  paymentReceived: 'Yay! Payment Received',
  paymentPending: 'Payment Pending',
  paymentPendingDetail:
    'We got an error while payment processing. If the amount has been deducted, it will be sent back to the source account.',
  cartPaymentPendingDetail:
    "Don't Worry, Order has been placed with 'COD mode'. If the amount has been deducted, it will be sent back to the source account.",
  paymentFailed: 'Payment Failed',
  /** A payment that could not book what it paid for, settled to the customer's Credit (issue 40). */
  paymentCredited: 'Your payment is in your Credit',
  paymentCreditedDetail:
    'We could not book this decoration as it was when you started paying, so the full amount you paid is now in your Utsav Credit. It pays any booking at once, and we have sent you an SMS.',

  // Crash screen (section 2)
  crashTitle: 'Oops!',
  crashSubtitle: 'Something went wrong',
  crashReassurance: "Don't worry, our team is here to help",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'Promo code {CODE} is invalid. Please try another code', with the code as the user typed it. */
export const promoCodeInvalidMessage = (code: string): string =>
  `Promo code ${code} is invalid. Please try another code`;

/** The spec's 'Add worth ₹{amount} more', the amount in Indian digit grouping ('₹6,531'). */
export const addWorthMoreMessage = (amount: number): string =>
  `Add worth ${formatInr(amount)} more to get this offer`;

// Not in the spec: a coupon is never taken off a cart without a word.
/** The server priced the cart without a coupon this customer cannot use (a first-order coupon, a used-up one). */
export const couponNotUsableMessage = (code: string): string =>
  `Promo code ${code} can't be used on this booking, so it was removed`;

/** A coupon whose discount became zero is removed (SPEC 4); below its minimum, by how much. */
export const couponRemovedMessage = (code: string, shortfall: number): string =>
  shortfall > 0
    ? `Promo code ${code} was removed. ${addWorthMoreMessage(shortfall)}`
    : `Promo code ${code} gives no discount on this booking, so it was removed`;

export const typeMoreWordsMessage = (n: number): string => `Type ${n} more words`;

/**
 * Under 'No results found. Try another location' when a place search finds nothing: the place
 * is not one Utsav serves, and which cities it does serve ('Mumbai, Siliguri and Pune').
 */
export function notServedMessage(query: string, cities: readonly string[]): string {
  const place = query.trim();
  const named =
    cities.length > 1 ? `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}` : cities[0];
  const served = named ? ` We serve ${named} for now.` : '';
  return `We don't serve “${place}” yet.${served}`;
}
