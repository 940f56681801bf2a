import { Fragment, type FormEvent } from 'react';
import { errorMessage } from '../../api/contractBaseQuery';
import { useOrdersUpdateOrdersByQueryObjectMutation } from '../../api/ordersApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  cancelReasonChanged,
  cancelRefundChosen,
  modalClosed,
  selectModals,
} from '../../features/modals/modalsSlice';
import { selectCancelRefund } from '../../features/orders/cancelRefund';
import { Dialog } from '../components/ui/Dialog';
import { RadioGroup } from '../components/ui/RadioGroup';
import { Button, DialogActions, VisuallyHidden } from '../components/ui/ui.styles';
import { FormStack } from '../components/ui/controls.styles';
import { TextAreaField } from '../components/ui/TextField';
import { ErrorText, StarsFieldset, StarsRow } from './OrderPage.styles';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Cancel an order with a reason; the dialog says how much comes back and, when the order was paid
 * by card, lets the customer choose Credit at once or the original payment method.
 */
export function CancelOrderDialog() {
  const dispatch = useAppDispatch();
  const cancel = useAppSelector(selectModals).cancelOrder;
  const refund = useAppSelector(selectCancelRefund);
  const [updateOrder, { isLoading, error }] = useOrdersUpdateOrdersByQueryObjectMutation();
  if (!cancel || !refund) return null;
  const reason = cancel.reason.trim();
  const close = () => dispatch(modalClosed({ name: 'cancelOrder' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    // The orders listener closes this dialog and shows the cancelled overlay.
    void updateOrder({
      body: {
        queryObject: { _id: cancel.orderId },
        updateObject: {
          bookingStatus: 'Order Cancelled',
          reason,
          ...(refund.refundTo && { refundTo: refund.refundTo }),
        },
      },
    });
  };
  return (
    <Dialog title="Cancel order" onClose={close}>
      <FormStack onSubmit={submit}>
        {refund.summary && <p>{refund.summary}</p>}
        {refund.choosing && (
          <RadioGroup
            legend="Where should your refund go?"
            name="refundTo"
            look="plain"
            options={refund.choices}
            value={refund.selected}
            onChange={(refundTo) => dispatch(cancelRefundChosen({ refundTo }))}
          />
        )}
        {refund.creditOnly && <p>{refund.creditOnly}</p>}
        <TextAreaField
          label="Reason for cancelling"
          value={cancel.reason}
          maxLength={500}
          required
          onChange={(event) => dispatch(cancelReasonChanged({ reason: event.target.value }))}
        />
        {error && (
          <ErrorText role="alert">
            {errorMessage(error, 'The order could not be cancelled. Please try again.')}
          </ErrorText>
        )}
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={close}>
            Keep order
          </Button>
          <Button type="submit" $variant="danger" disabled={!reason || isLoading}>
            Cancel order
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}

/** Stars and a review of an order's decoration (SPEC 3 feedback.user.decoration). */
export function RatingDialog() {
  const dispatch = useAppDispatch();
  const rating = useAppSelector(selectModals).rating;
  const [updateOrder, { isLoading, error }] = useOrdersUpdateOrdersByQueryObjectMutation();
  if (!rating) return null;
  const close = () => dispatch(modalClosed({ name: 'rating' }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's own inputs hold the draft until it is sent; nothing else reads it.
    const form = event.currentTarget;
    const stars = Number(
      form.querySelector<HTMLInputElement>('input[name="stars"]:checked')?.value,
    );
    const review = form.querySelector('textarea')?.value.trim() ?? '';
    if (!Number.isInteger(stars) || stars < 1) return;
    // The orders listener closes this dialog once the server has the rating.
    void updateOrder({
      body: {
        queryObject: { _id: rating.orderId },
        updateObject: { feedback: { stars, ...(review && { review }) } },
      },
    });
  };
  return (
    <Dialog title="Rate the decoration" onClose={close}>
      <FormStack onSubmit={submit}>
        <StarsFieldset>
          <legend>How many stars?</legend>
          <StarsRow>
            {STARS.map((stars) => (
              <Fragment key={stars}>
                <input type="radio" id={`rating-${stars}`} name="stars" value={stars} required />
                <label htmlFor={`rating-${stars}`}>
                  <span aria-hidden="true">★</span>
                  <VisuallyHidden>
                    {stars} {stars === 1 ? 'star' : 'stars'}
                  </VisuallyHidden>
                </label>
              </Fragment>
            ))}
          </StarsRow>
        </StarsFieldset>
        <TextAreaField label="Review (optional)" name="review" maxLength={1000} />
        {error && (
          <ErrorText role="alert">
            {errorMessage(error, 'Your rating could not be saved. Please try again.')}
          </ErrorText>
        )}
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={close}>
            Not now
          </Button>
          <Button type="submit" disabled={isLoading}>
            Submit rating
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
