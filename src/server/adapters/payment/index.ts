import { contract } from '../../../shared/contract';
import { HttpError } from '../../errors';
import type { Settings } from '../../settings';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';
import { sandboxKey } from './signing';
import type { PaymentProvider } from './types';

export const CARD_PAYMENT_UNAVAILABLE =
  'Card payment is not available right now. Please choose cash on delivery';

/** With no gateway configured a card payment cannot start; cash on delivery needs none. */
const unavailableProvider: PaymentProvider = {
  kind: 'none',
  createCheckout() {
    return Promise.reject(new HttpError(503, CARD_PAYMENT_UNAVAILABLE));
  },
  closeCheckout: () => Promise.resolve(),
  refund() {
    return Promise.reject(new Error('no card gateway is configured to refund through'));
  },
  refundStatus() {
    return Promise.reject(new Error('no card gateway is configured to ask about a refund'));
  },
};

/** The gateway the settings chose (see `Settings.payments`). */
export function createPaymentProvider(settings: Settings): PaymentProvider {
  if (settings.payments === 'razorpay' && settings.razorpay) {
    const callbackUrl = new URL(contract.payment.razorpayCallback.path, settings.apiOrigin);
    return razorpayProvider(settings.razorpay, callbackUrl.toString());
  }
  if (settings.payments !== 'sandbox') return unavailableProvider;
  if (!settings.authSecret) throw new Error('The sandbox gateway needs the server secret');
  return sandboxProvider(sandboxKey(settings.authSecret), settings.payOrigin);
}
