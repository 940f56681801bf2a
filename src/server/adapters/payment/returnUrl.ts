import type { PaymentInfos } from '../../../shared/contract';

/**
 * Where a gateway sends the browser after a payment, whichever gateway it is: the SPA's
 * /api/pay/{redirectingUrl} with the outcome in `paymentInfos` (SPEC 4 'Payment return').
 */
export function paymentReturnUrl(
  webOrigin: string,
  redirectingUrl: string,
  infos: PaymentInfos,
): string {
  const target = new URL(`/api/pay/${redirectingUrl}`, webOrigin);
  target.searchParams.set('paymentInfos', JSON.stringify(infos));
  return target.toString();
}
