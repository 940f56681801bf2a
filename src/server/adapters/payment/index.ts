import { contract } from '../../../shared/contract';
import type { Settings } from '../../settings';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';
import { sandboxKey } from './signing';
import type { PaymentProvider } from './types';

/** Razorpay when its keys are configured, else the sandbox gateway on the payment host. */
export function createPaymentProvider(settings: Settings): PaymentProvider {
  if (settings.razorpay) {
    const callbackUrl = new URL(contract.payment.razorpayCallback.path, settings.apiOrigin);
    return razorpayProvider(settings.razorpay, callbackUrl.toString());
  }
  if (!settings.authSecret) throw new Error('The sandbox gateway needs the server secret');
  return sandboxProvider(sandboxKey(settings.authSecret), settings.payOrigin);
}
