// The payment calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const payment: Routes['payment'] = {
  initiate: { method: 'POST', path: '/api/payment/initiate', auth: 'bearer' },
  placePayment: { method: 'POST', path: '/api/payment/placepayment', auth: 'bearer' },
  getByOrderId: { method: 'GET', path: '/api/payment/getbyorderid/:id', auth: 'bearer' },
  sandboxCallback: { method: 'POST', path: '/api/payment/callback/sandbox', auth: 'none' },
  sandboxWebhook: { method: 'POST', path: '/api/payment/webhook/sandbox', auth: 'none' },
  razorpayCallback: { method: 'GET', path: '/api/payment/callback/razorpay', auth: 'none' },
  razorpayWebhook: { method: 'POST', path: '/api/payment/webhook/razorpay', auth: 'none' },
};
