import { formatInr } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { instructionsChanged } from '../../features/cart/cartSlice';
import { replaceCoupon } from '../../features/cart/cartThunks';
import { modalClosed, modalOpened, selectModals } from '../../features/modals/modalsSlice';
import { Dialog } from '../components/ui/Dialog';
import { Button, DialogActions } from '../components/ui/ui.styles';
import { TextAreaField } from '../components/ui/TextField';
import { CouponImage } from './CheckoutPage.styles';

export const INSTRUCTIONS_MAX = 500;

/** SPEC 3's coupon success display: the offer's image, its name and the saving. */
export function CouponAppliedDialog() {
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectModals).couponApplied;
  if (!coupon) return null;
  const close = () => dispatch(modalClosed({ name: 'couponApplied' }));
  return (
    <Dialog title="Coupon applied" onClose={close}>
      {coupon.image && <CouponImage src={coupon.image} alt="" width={192} height={96} />}
      <p>
        <strong>{coupon.couponName}</strong> applied
      </p>
      <p>You save {formatInr(coupon.savAmount)}</p>
      <DialogActions>
        <Button type="button" onClick={close}>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Before a coupon replaces the applied one: what each saves, and the customer's choice. */
export function CouponReplaceDialog() {
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectModals).couponReplace;
  if (!choice) return null;
  const { current, next } = choice;
  const keep = () => dispatch(modalClosed({ name: 'couponReplace' }));
  return (
    <Dialog title="Replace your coupon?" onClose={keep}>
      <p>Only one coupon can be used on a booking.</p>
      <ul>
        <li>
          {current.couponName} (applied): you save {formatInr(current.savAmount)}
        </li>
        <li>
          {next.offer.offerCode}: you save {formatInr(next.savAmount)}
        </li>
      </ul>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={keep}>
          Keep {current.couponName}
        </Button>
        <Button type="button" onClick={() => dispatch(replaceCoupon())}>
          Use {next.offer.offerCode}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The instruction input box; the text being written lives in the modal's options until saved. */
export function InstructionDialog() {
  const dispatch = useAppDispatch();
  const input = useAppSelector(selectModals).instructionInput;
  if (!input) return null;
  const close = () => dispatch(modalClosed({ name: 'instructionInput' }));
  return (
    <Dialog title="Instructions for the decorators" onClose={close}>
      <TextAreaField
        label="Your instructions"
        rows={6}
        maxLength={INSTRUCTIONS_MAX}
        value={input.instructions}
        onChange={(event) =>
          dispatch(
            modalOpened({
              name: 'instructionInput',
              options: { instructions: event.target.value },
            }),
          )
        }
      />
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button
          type="button"
          onClick={() => {
            dispatch(instructionsChanged({ instructions: input.instructions.trim() }));
            close();
          }}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
