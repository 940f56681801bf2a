import { payment } from '../../shared/contract/routes/payment';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentInitiate: contractMutation(build, payment.initiate),
    paymentPlacePayment: contractMutation(build, payment.placePayment, {
      invalidatesTags: (_result, _error, arg) => {
        const orderId = arg.body.moreDetails.orderId;
        return [
          { type: 'Orders', id: 'LIST' },
          { type: 'Wallet', id: 'LIST' },
          ...(orderId
            ? [
                { type: 'Orders' as const, id: orderId },
                { type: 'Payments' as const, id: orderId },
              ]
            : []),
        ];
      },
    }),
    paymentGetByOrderId: contractQuery(build, payment.getByOrderId, {
      providesTags: (_result, _error, arg) => [{ type: 'Payments', id: arg.params.id }],
    }),
    // The gateway calls: listed so the API mirrors the contract; the SPA never sends them (the
    // Razorpay callback is the browser's return from Razorpay's page, straight to the API).
    paymentSandboxCallback: contractMutation(build, payment.sandboxCallback),
    paymentSandboxWebhook: contractMutation(build, payment.sandboxWebhook),
    paymentRazorpayCallback: contractMutation(build, payment.razorpayCallback),
    paymentRazorpayWebhook: contractMutation(build, payment.razorpayWebhook),
  }),
});

export const {
  usePaymentInitiateMutation,
  usePaymentPlacePaymentMutation,
  usePaymentGetByOrderIdQuery,
} = paymentApi;
