// Every call's method, path and auth mode, for the browser: what `src/client/api` sends,
// without the schemas (and so without TypeBox) in the bundle. Each entry is typed by its contract
// definition, so a path, method or auth mode that differs from `contract`, or a missing entry,
// fails the type-check; __tests__/shared/contract/routes.test.ts compares the values as well.
import type { CallDef, Route } from './core';
import type { Contract } from './index';

export type Routes = {
  readonly [G in keyof Contract]: {
    readonly [N in keyof Contract[G]]: Route<Extract<Contract[G][N], CallDef>>;
  };
};

export const routes: Routes = {
  users: {
    generateOtp: { method: 'GET', path: '/api/users/generateotp/:inputNumber', auth: 'none' },
    checkOtp: { method: 'POST', path: '/api/users/checkotp/', auth: 'none' },
    register: { method: 'POST', path: '/api/users/register', auth: 'none' },
    update: { method: 'POST', path: '/api/users/update', auth: 'bearer' },
    getUser: { method: 'GET', path: '/api/users/getUser/:number', auth: 'optional' },
    grantAccessForAdmin: {
      method: 'GET',
      path: '/api/users/grant_access_for_admin/:accessToken',
      auth: 'none',
    },
    deleteUserPermanently: {
      method: 'POST',
      path: '/api/users/deleteUserPermanently',
      auth: 'none',
    },
    logout: { method: 'POST', path: '/api/users/logout', auth: 'bearer' },
    getWishlist: { method: 'GET', path: '/api/users/wishlist', auth: 'bearer' },
    updateWishlist: { method: 'POST', path: '/api/users/wishlist', auth: 'bearer' },
    getWallet: { method: 'GET', path: '/api/users/wallet', auth: 'bearer' },
  },
  address: {
    saveAddress: { method: 'POST', path: '/api/users/address/save-address', auth: 'bearer' },
    getAddressBq: { method: 'POST', path: '/api/users/address/get-address-bq', auth: 'bearer' },
    updateAddressBq: {
      method: 'POST',
      path: '/api/users/address/update-address-bq',
      auth: 'bearer',
    },
    editAddress: { method: 'PATCH', path: '/api/users/address/edit-address', auth: 'bearer' },
    deleteAddress: {
      method: 'DELETE',
      path: '/api/users/address/delete-address/:id',
      auth: 'bearer',
    },
    getAddressById: {
      method: 'GET',
      path: '/api/users/address/getAddressById/:id',
      auth: 'bearer',
    },
  },
  cart: {
    createUpdate: { method: 'POST', path: '/api/users/cart/create_update', auth: 'bearer' },
    delete: { method: 'DELETE', path: '/api/users/cart/delete', auth: 'bearer' },
  },
  orders: {
    place: { method: 'POST', path: '/api/orders/place', auth: 'bearer' },
    getOrdersByQueryObject: {
      method: 'POST',
      path: '/api/orders/get_orders_by_query_object',
      auth: 'bearer',
    },
    getOrderByIdWithoutToken: {
      method: 'GET',
      path: '/api/orders/get_order_by_id_without_token/:id',
      auth: 'none',
    },
    updateOrdersByQueryObject: {
      method: 'POST',
      path: '/api/orders/update_orders_by_query_object',
      auth: 'bearer',
    },
  },
  payment: {
    initiate: { method: 'POST', path: '/api/payment/initiate', auth: 'bearer' },
    placePayment: { method: 'POST', path: '/api/payment/placepayment', auth: 'bearer' },
    getByOrderId: { method: 'GET', path: '/api/payment/getbyorderid/:id', auth: 'bearer' },
    sandboxCallback: { method: 'POST', path: '/api/payment/callback/sandbox', auth: 'none' },
    razorpayCallback: { method: 'GET', path: '/api/payment/callback/razorpay', auth: 'none' },
    razorpayWebhook: { method: 'POST', path: '/api/payment/webhook/razorpay', auth: 'none' },
  },
  products: {
    getProductsByQueryObj: {
      method: 'POST',
      path: '/api/products/get_products_by_query_obj',
      auth: 'none',
    },
    getProductsByFilter: {
      method: 'POST',
      path: '/api/products/get_products_by_filter',
      auth: 'none',
    },
    getProduct: { method: 'POST', path: '/api/products/get_product', auth: 'none' },
    keywordListing: { method: 'POST', path: '/api/products/keyword_listing', auth: 'none' },
    search: { method: 'GET', path: '/api/products/search', auth: 'none' },
  },
  offers: {
    getOffersByQueryObject: {
      method: 'POST',
      path: '/api/offers/get_offers_by_query_object',
      auth: 'optional',
    },
  },
  addons: {
    getAddonsByQueryObject: {
      method: 'POST',
      path: '/api/addons/get_addons_by_query_object',
      auth: 'none',
    },
  },
  homepage: {
    baseData: { method: 'GET', path: '/api/homepage/base_data', auth: 'none' },
    getBanners: { method: 'POST', path: '/api/homepage/get_banners', auth: 'none' },
    addToRecentlyViewed: {
      method: 'POST',
      path: '/api/homepage/add_to_recently_viewed',
      auth: 'bearer',
    },
    preload: { method: 'POST', path: '/api/preload', auth: 'none' },
  },
  v2: {
    getServiceAreaInfo: { method: 'POST', path: '/api/v2/', auth: 'optional' },
    getServiceableCities: { method: 'POST', path: '/api/v2/', auth: 'optional' },
    getProductDetails: { method: 'POST', path: '/api/v2/', auth: 'optional' },
    getProductFeedback: { method: 'POST', path: '/api/v2/', auth: 'optional' },
    getOSPVideoData: { method: 'POST', path: '/api/v2/', auth: 'optional' },
    handleVideoClicks: { method: 'POST', path: '/api/v2/', auth: 'optional' },
  },
  timeslot: {
    getByDate: { method: 'GET', path: '/api/timeslot/:date', auth: 'none' },
    getTimeSlotData: { method: 'POST', path: '/api/getTimeSlotData', auth: 'bearer' },
    checkSlotAvailability: { method: 'POST', path: '/api/checkSlotAvailability', auth: 'bearer' },
  },
  geo: {
    serviceArea: { method: 'POST', path: '/api/geo/service_area', auth: 'none' },
    autocomplete: { method: 'GET', path: '/api/geo/autocomplete', auth: 'none' },
    geocode: { method: 'GET', path: '/api/geo/geocode', auth: 'none' },
    reverse: { method: 'GET', path: '/api/geo/reverse', auth: 'none' },
    map: { method: 'GET', path: '/api/geo/map', auth: 'none' },
  },
  session: {
    start: { method: 'POST', path: '/api/session/start', auth: 'optional' },
    ipInfo: { method: 'GET', path: '/api/session/ipinfo', auth: 'none' },
  },
  content: {
    faqs: { method: 'GET', path: '/api/content/faqs', auth: 'none' },
    policy: { method: 'GET', path: '/api/content/policy/:slug', auth: 'none' },
    sitemap: { method: 'GET', path: '/api/content/sitemap', auth: 'none' },
  },
  reports: {
    createError: { method: 'POST', path: '/api/reports/error', auth: 'optional' },
    list: { method: 'GET', path: '/api/reports', auth: 'bearer' },
    get: { method: 'GET', path: '/api/reports/:referenceId', auth: 'bearer' },
  },
  dev: {
    outbox: { method: 'GET', path: '/api/dev/outbox', auth: 'none' },
  },
  health: {
    health: { method: 'GET', path: '/api/health', auth: 'none' },
  },
};
