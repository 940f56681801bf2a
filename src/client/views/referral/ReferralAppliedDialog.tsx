import { formatInr } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, selectModals } from '../../features/modals/modalsSlice';
import { Dialog } from '../components/ui/Dialog';
import { Button, DialogActions } from '../components/ui/ui.styles';

export const REFERRAL_TITLE = 'Referral applied';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The words of the referral-applied modal for a credit (SPEC 1: what Reward can pay). */
export function referralTexts(amount: number, expiresAt: string | null) {
  return {
    credited: `${formatInr(amount)} Reward is added to your wallet`,
    use: `Reward pays up to 5% of the order value${
      expiresAt ? ` and expires on ${dayFormat.format(new Date(expiresAt))}` : ''
    }.`,
  };
}

/** SPEC 2 'Other overlays': the referral-applied modal, raised at sign-in (modals listeners). */
export function ReferralAppliedDialog() {
  const dispatch = useAppDispatch();
  const referral = useAppSelector(selectModals).referralApplied;
  if (!referral) return null;
  const close = () => dispatch(modalClosed({ name: 'referralApplied' }));
  const texts = referralTexts(referral.amount, referral.expiresAt);
  return (
    <Dialog title={REFERRAL_TITLE} onClose={close}>
      <p>
        <strong>{texts.credited}</strong>
      </p>
      {referral.note && <p>{referral.note}</p>}
      <p>{texts.use}</p>
      <DialogActions>
        <Button type="button" onClick={close}>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
