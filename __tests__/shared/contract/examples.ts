// A valid request for every call that takes input: documentation by example, and the base
// the negative tests mutate.

export interface RequestExample {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, unknown>;
}

export const PHONE = '9876543210';
export const TOKEN = 'tok_3f9a8b7c6d5e4f3a2b1c';
export const HUB = 'MUM-THANE-HUB';
export const ORDER_ID = 'EAB12CD3';
export const SIGNATURE = 'a'.repeat(64);

export const LOCATION_V2 = {
  lat: 19.1197,
  lng: 72.8468,
  addressLine1: 'Lokhandwala Complex',
  addressLine2: 'Andheri West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400053',
};

export const SELECTED_LOCATION = {
  _id: null,
  address1: 'Lokhandwala Complex',
  serviceAreaInfo: { hubId: HUB, isServiceable: true, isInAnyHub: true },
  locationv2: LOCATION_V2,
};

export const ADDRESS_INPUT = {
  addressLabel: 'home',
  ownerName: 'Asha Rao',
  address1: '12B, Sea Breeze',
  flatNumber: '12B',
  buildingName: 'Sea Breeze',
  address2: 'Lokhandwala Complex',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400 053',
  mobile: [PHONE],
  receiversDetails: { name: 'Ravi Rao', mobileNumber: '9123456780', type: 'someoneElse' },
  locationv2: LOCATION_V2,
};

export const CART_INPUT = {
  product: 'P1001',
  addOns: [{ addon: 'AD12', quantity: 2 }],
  offers: [{ offerCode: 'FIRST10' }],
  bookingAddress: 'A1',
  hubId: HUB,
  celebrationDate: '25-12-2025',
  readyTime: '17:00',
  arrivingTime: '14:00',
  santaTip: 50,
  instructions: 'Please ring the bell twice.',
};

export const CANCEL = { bookingStatus: 'Order Cancelled', reason: 'Plans changed' };
export const RESCHEDULE = {
  request: {
    tag: 'rescheduling request',
    celebrationDate: '26-12-2025',
    readyTime: '19:00',
    arrivingTime: '16:00',
  },
};
export const FEEDBACK = { feedback: { stars: 5, review: 'Lovely balloons, on time.' } };

const v2 = (options: Record<string, unknown>) => ({ body: { options } });

export const EXAMPLES: Record<string, RequestExample> = {
  'users.generateOtp': { params: { inputNumber: PHONE }, query: { type: 'login' } },
  'users.checkOtp': {
    body: {
      otp: '123456',
      hashOtp: TOKEN,
      phoneNumber: PHONE,
      lastSelectedLocation: SELECTED_LOCATION,
    },
  },
  'users.register': {
    body: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      gender: 'female',
      dateOfBirth: '01-02-1990',
      phoneNumber: PHONE,
      registrationToken: TOKEN,
    },
  },
  'users.update': { body: { updateObject: { name: 'Asha R', email: 'asha.r@example.com' } } },
  'users.getUser': { params: { number: PHONE } },
  'users.grantAccessForAdmin': { params: { accessToken: TOKEN } },
  'users.deleteUserPermanently': { body: { phoneNumber: PHONE, otp: '654321', otpHash: TOKEN } },
  'users.updateWishlist': { body: { productId: 'P1001', mode: 'add' } },
  'address.saveAddress': { body: { addressData: ADDRESS_INPUT } },
  'address.getAddressBq': {
    body: {
      projectionString: '_id addressLabel address1 serviceAreaInfo',
      queryObj: { deleted: false },
    },
  },
  'address.updateAddressBq': {
    body: { queryObj: { _id: 'A1' }, updateObj: { ownerName: 'Ravi' } },
  },
  'address.editAddress': {
    body: {
      addressId: 'A1',
      addressLabel: 'venue',
      ownerName: 'Asha Rao',
      address1: '4, Palm Court',
      address2: 'Baner',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411045',
      mobile: [PHONE, '9123456780'],
    },
  },
  'address.deleteAddress': { params: { id: 'A1' } },
  'address.getAddressById': { params: { id: 'A1' } },
  'cart.createUpdate': { body: { cart: CART_INPUT } },
  'orders.place': { body: { cartId: 'U1C', userId: 'U1' } },
  'orders.getOrdersByQueryObject': {
    body: { queryObject: {}, skip: 0, limit: 50, sortingObj: { createdAt: -1 } },
  },
  'orders.getOrderByIdWithoutToken': { params: { id: ORDER_ID } },
  'orders.updateOrdersByQueryObject': {
    body: { queryObject: { _id: ORDER_ID }, updateObject: CANCEL },
  },
  'payment.initiate': { body: { type: '_NEW_ORDER_PAYMENT', cartId: 'U1C', option: 'advance' } },
  'payment.placePayment': {
    body: {
      amount: 2500,
      paymentType: 'full',
      amountPending: 0,
      transactionId: 'pay_29QQoUBi66xm2f',
      userId: 'U1',
      paymentMode: 'card',
      from: 'orderDetail',
      moreDetails: {
        orderId: ORDER_ID,
        providerOrderId: 'order_9A33XWu170gUtm',
        signature: SIGNATURE,
      },
    },
  },
  'payment.getByOrderId': { params: { id: ORDER_ID } },
  'payment.sandboxCallback': {
    headers: { 'x-sandbox-signature': SIGNATURE },
    body: {
      providerOrderId: 'sbo_1',
      providerPaymentId: 'sbp_1',
      status: 'PAYMENT_SUCCESS',
      amount: 250000,
      currency: 'INR',
    },
  },
  'payment.sandboxWebhook': {
    headers: { 'x-sandbox-signature': SIGNATURE },
    body: {
      eventId: 'sbe_1',
      event: 'refund.processed',
      providerRefundId: 'sbr_1',
      providerPaymentId: 'sbp_1',
      receipt: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    },
  },
  'payment.razorpayCallback': {
    query: {
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_payment_link_id: 'plink_Ksm9FNh7kMYvBx',
      razorpay_payment_link_reference_id: '4b0c6f9e-2f1a-4c8e-9d3b-7a6e5f4d3c2b',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: SIGNATURE,
    },
  },
  'payment.razorpayWebhook': {
    headers: { 'x-razorpay-signature': SIGNATURE, 'x-razorpay-event-id': 'evt_1' },
    body: {
      entity: 'event',
      account_id: 'acc_1',
      event: 'payment_link.paid',
      contains: ['payment_link', 'payment'],
      payload: {
        payment_link: { entity: { id: 'plink_1', amount: 250000, status: 'paid' } },
        payment: { entity: { id: 'pay_1', amount: 250000, method: 'card' } },
      },
      created_at: 1735000000,
    },
  },
  'products.getProductsByQueryObj': {
    body: {
      queryObject: { _id: { $in: ['P1001', 'P1002'] } },
      skip: 0,
      limit: 54,
      hubId: HUB,
      projectionString: '_id name images pricing resolvedPrice',
      pipeline: [],
      sortingObj: { ocassionCategoryIndex: 1 },
    },
  },
  'products.getProductsByFilter': {
    body: {
      skip: 54,
      limit: 54,
      filter: { tags: 'birthday,kids', sort: 'ocassionCategoryIndexAsc', isStartingAt999: false },
      hubId: HUB,
      active: true,
      selectedFilterTagObjectId: null,
      variantExclude: true,
      sort: {
        field: 'ocassionCategoryIndex',
        order: 1,
        type: 'ocassionCategoryIndexAsc',
        label: 'Popularity',
      },
      queryObject: {},
      tag: 'getProductsByFilter',
    },
  },
  'products.getProduct': { body: { queries: { _id: 'P1001' }, hubId: HUB } },
  'products.keywordListing': {
    body: {
      tags: ['KwpDecorsListing'],
      keyword: 'balloon-decoration-service-in-andheri',
      hubId: HUB,
    },
  },
  'products.search': { query: { text: 'birthday', hubId: HUB } },
  'offers.getOffersByQueryObject': {
    body: { queryObject: { visibility: true, active: true }, skip: 0, limit: 100 },
  },
  'addons.getAddonsByQueryObject': {
    body: { queryObject: {}, limit: 100, sortingObj: { index: 1 }, hubId: HUB },
  },
  'homepage.baseData': { query: { hubId: HUB } },
  'homepage.getBanners': {
    body: {
      queryObject: { placeType: 'listing', device: 'mobile' },
      limit: 10,
      sortingObj: { placementPosition: 1 },
    },
  },
  'homepage.addToRecentlyViewed': { body: { data: ['P1001', 'P1002'] } },
  'homepage.preload': { body: { options: { page: 'product', hubId: HUB, productId: 'P1001' } } },
  'v2.getServiceAreaInfo': v2({
    operation: 'getServiceAreaInfo',
    location: { lat: 19.1197, lng: 72.8468 },
  }),
  'v2.getServiceableCities': v2({ operation: 'getServiceableCities' }),
  'v2.getProductDetails': v2({
    operation: 'getProductDetails',
    productId: 'P1001',
    pageName: 'productPage',
    detailPage: true,
    hubId: HUB,
  }),
  'v2.getProductFeedback': v2({
    operation: 'getProductFeedback',
    productId: 'P1001',
    skip: 0,
    limit: 10,
  }),
  'v2.getOSPVideoData': v2({ operation: 'getOSPVideoData', siteName: 'utsav', tags: ['home'] }),
  'v2.handleVideoClicks': v2({
    operation: 'handleVideoClicks',
    tags: ['home'],
    props: { tags: ['OSPVideo'] },
  }),
  'timeslot.getByDate': { params: { date: '25-12-2025' }, query: { hubId: HUB } },
  'timeslot.getTimeSlotData': { body: { productId: 'P1001' } },
  'timeslot.checkSlotAvailability': {
    body: { productId: 'P1001', slotTime: '14:00-17:00', celebrationDate: '25-12-2025' },
  },
  'geo.serviceArea': { body: { lat: 19.1197, lng: 72.8468 } },
  'geo.autocomplete': { query: { input: 'andheri' } },
  'geo.geocode': { query: { place_id: 'gz:mumbai:andheri-west' } },
  'geo.reverse': { query: { lat: 18.5074, lng: 73.8077 } },
  'session.start': {
    body: { token: TOKEN, userIP: '203.0.113.9', lastSelectedLocation: SELECTED_LOCATION },
  },
  'content.policy': { params: { slug: 'cancellation' } },
  'reports.createError': {
    body: {
      message: "TypeError: Cannot read properties of undefined (reading 'price')",
      type: '_ERROR_BOUNDARY_CATCH',
      errorFromUrl: '/checkout',
      device: 'mobile',
      errorFromSiteName: 'utsav',
      note: 'The page went blank after I picked a slot.',
      trace: '{"actionsById":{}}',
    },
  },
  'reports.list': { query: { reference: 'R7K2M9QX', date: '25-12-2025', page: 0 } },
  'reports.get': { params: { referenceId: 'R7K2M9QX' } },
  'reports.customerOrders': { params: { referenceId: 'R7K2M9QX' } },
  'ops.board': { query: { hubId: HUB, date: '25-12-2025', status: 'Order Placed' } },
  'ops.search': { query: { q: ORDER_ID } },
  'ops.confirm': { params: { id: ORDER_ID } },
  'ops.assignDecorator': {
    params: { id: ORDER_ID },
    body: { name: 'Dev Patil', phone: PHONE },
  },
  'ops.complete': { params: { id: ORDER_ID } },
  'ops.cancel': { params: { id: ORDER_ID }, body: { reason: 'Customer called to cancel' } },
  'ops.acceptReschedule': { params: { id: ORDER_ID, requestId: 'req-1' } },
  'ops.rejectReschedule': {
    params: { id: ORDER_ID, requestId: 'req-1' },
    body: { reason: 'No decorators free that day' },
  },
  'ops.move': {
    params: { id: ORDER_ID },
    body: { celebrationDate: '26-12-2025', arrivingTime: '12:00', readyTime: '15:00' },
  },
  'ops.setCapacity': {
    body: {
      hubId: HUB,
      from: '25-12-2025',
      to: '26-12-2025',
      slotTime: '12:00-15:00',
      capacity: 3,
      closed: false,
    },
  },
  'ops.goodwill': {
    params: { id: ORDER_ID },
    body: { amount: 200, reason: 'Team arrived late', key: 'gw-1' },
  },
  'ops.approveGoodwill': { params: { requestId: 'gw-1' } },
  'ops.declineGoodwill': {
    params: { requestId: 'gw-1' },
    body: { reason: 'Already made good with a discount' },
  },
  'ops.settleRefund': {
    params: { refundId: 'refund-1' },
    body: { reference: 'NEFT UTR 4411' },
  },
  'ops.audit': { query: { page: 0 } },
  'dev.outbox': { query: { phone: PHONE } },
};
