import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paymentReturned } from '../../features/checkout/paymentReturnSlice';
import { PageMeta } from '../components/head/PageMeta';
import { Page } from './PaymentPage.styles';

/**
 * /api/pay/{redirectingUrl}?paymentInfos=…: the payment host sends the browser back here; the
 * return event decides the overlay and the next page (SPEC 4 Payment return).
 */
export default function PaymentReturnPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const raw = params.get('paymentInfos');
  useEffect(() => {
    dispatch(paymentReturned(raw));
  }, [dispatch, raw]);
  return (
    <Page aria-labelledby="payment-return-title" aria-busy="true">
      <PageMeta title="Payment" noIndex />
      <h1 id="payment-return-title">Checking your payment…</h1>
      <p>Please wait a moment while we take you to your order.</p>
    </Page>
  );
}
