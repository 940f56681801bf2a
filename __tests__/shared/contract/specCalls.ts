// Every call of SPEC.md section 7, in the spec's own words, and the contract entry that serves it.
// Where two spec calls are one operation they name the same entry.

export interface SpecCall {
  name: string;
  key: string;
}

/** The table of section 7. */
export const SPEC_TABLE_CALLS: readonly SpecCall[] = [
  { name: 'POST /api/users/update', key: 'users.update' },
  { name: 'GET /api/users/generateotp/{inputNumber}?type={type}', key: 'users.generateOtp' },
  { name: 'GET /api/users/getUser/{number}', key: 'users.getUser' },
  { name: 'POST /api/users/register', key: 'users.register' },
  { name: 'GET /api/users/grant_access_for_admin/{accessToken}', key: 'users.grantAccessForAdmin' },
  { name: 'POST /api/users/deleteUserPermanently', key: 'users.deleteUserPermanently' },
  { name: 'POST /api/users/checkotp/', key: 'users.checkOtp' },
  { name: 'POST /api/offers/get_offers_by_query_object', key: 'offers.getOffersByQueryObject' },
  { name: 'DELETE /api/users/cart/delete', key: 'cart.delete' },
  { name: 'POST /api/users/cart/create_update', key: 'cart.createUpdate' },
  { name: 'POST /api/v2/ operation getServiceAreaInfo', key: 'v2.getServiceAreaInfo' },
  { name: 'POST /api/v2/ operation getServiceableCities', key: 'v2.getServiceableCities' },
  { name: 'POST /api/v2/ operation getProductDetails', key: 'v2.getProductDetails' },
  { name: 'POST /api/v2/ operation getProductFeedback', key: 'v2.getProductFeedback' },
  { name: 'POST /api/preload', key: 'homepage.preload' },
  { name: 'GET an IP geolocation service', key: 'session.ipInfo' },
  { name: 'POST /api/getTimeSlotData', key: 'timeslot.getTimeSlotData' },
  { name: 'POST /api/checkSlotAvailability', key: 'timeslot.checkSlotAvailability' },
  { name: 'POST /api/users/address/update-address-bq', key: 'address.updateAddressBq' },
  { name: 'POST /api/users/address/get-address-bq', key: 'address.getAddressBq' },
  { name: 'POST /api/users/address/save-address', key: 'address.saveAddress' },
  { name: 'PATCH /api/users/address/edit-address', key: 'address.editAddress' },
  { name: 'DELETE /api/users/address/delete-address/{id}', key: 'address.deleteAddress' },
  { name: 'GET /api/users/address/getAddressById/{id}', key: 'address.getAddressById' },
  { name: 'POST /api/orders/get_orders_by_query_object', key: 'orders.getOrdersByQueryObject' },
  {
    name: 'GET /api/orders/get_order_by_id_without_token/{id}',
    key: 'orders.getOrderByIdWithoutToken',
  },
  {
    name: 'POST /api/orders/update_orders_by_query_object',
    key: 'orders.updateOrdersByQueryObject',
  },
  { name: 'GET /api/timeslot/{DD-MM-YYYY}', key: 'timeslot.getByDate' },
  { name: 'POST /api/orders/place', key: 'orders.place' },
  { name: 'POST /api/payment/placepayment', key: 'payment.placePayment' },
  { name: 'GET /api/payment/getbyorderid/{id}', key: 'payment.getByOrderId' },
  {
    name: 'POST /api/products/get_products_by_query_obj',
    key: 'products.getProductsByQueryObj',
  },
  { name: 'POST /api/products/get_product', key: 'products.getProduct' },
  { name: 'POST /api/homepage/get_banners', key: 'homepage.getBanners' },
  { name: 'POST {api}/api/homepage/add_to_recently_viewed', key: 'homepage.addToRecentlyViewed' },
];

/** The bullet list "Calls whose method and path are not shown". */
export const SPEC_UNSHOWN_CALLS: readonly SpecCall[] = [
  { name: 'Startup session call', key: 'session.start' },
  { name: 'IP-info lookup for visitors', key: 'session.ipInfo' },
  { name: 'Products by filter at listing', key: 'products.getProductsByFilter' },
  { name: 'Predefined decor list by ids', key: 'products.getProductsByQueryObj' },
  { name: 'Service area check by lat and lng', key: 'geo.serviceArea' },
  { name: 'Home base data fetch with hubId', key: 'homepage.baseData' },
  { name: 'Create address (address panel)', key: 'address.saveAddress' },
  { name: 'Update address (address panel)', key: 'address.updateAddressBq' },
  { name: 'Get addresses list (address panel)', key: 'address.getAddressBq' },
  { name: 'Remove address by id (address panel)', key: 'address.deleteAddress' },
  { name: 'Send OTP for deletion', key: 'users.generateOtp' },
  { name: 'Keyword listing', key: 'products.keywordListing' },
  { name: 'Search by text', key: 'products.search' },
  { name: 'Payment initiation', key: 'payment.initiate' },
  { name: 'Cover-video data', key: 'v2.getOSPVideoData' },
  { name: 'Cover-video click count', key: 'v2.handleVideoClicks' },
  { name: 'Wishlist call (product code and mode)', key: 'users.updateWishlist' },
  { name: 'Wishlist read', key: 'users.getWishlist' },
  { name: 'Add-on query', key: 'addons.getAddonsByQueryObject' },
  { name: 'Offer query', key: 'offers.getOffersByQueryObject' },
  { name: 'Home data', key: 'homepage.baseData' },
  { name: 'Order list fetch', key: 'orders.getOrdersByQueryObject' },
  { name: 'Error-report creation', key: 'reports.createError' },
  { name: 'Maps service: autocomplete predictions', key: 'geo.autocomplete' },
  { name: 'Maps service: place-id geocode', key: 'geo.geocode' },
  { name: 'Maps service: reverse geocode by location', key: 'geo.reverse' },
  { name: 'Serviceability check in the map picker', key: 'geo.serviceArea' },
  { name: 'Confirm-location check in the map picker', key: 'geo.serviceArea' },
];

export const SPEC_CALLS: readonly SpecCall[] = [...SPEC_TABLE_CALLS, ...SPEC_UNSHOWN_CALLS];

/** Section 7 items that never reach this server; README.md says why. */
export const SPEC_BROWSER_ONLY: readonly string[] = [
  'Maps service: script load',
  'Browser geolocation',
];
