import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  confirmAccepted,
  modalClosed,
  selectConfirm,
  selectWarning,
} from '../../../features/modals/modalsSlice';
import { CloseActions, Dialog } from '../ui/Dialog';
import { Button, DialogActions } from '../ui/ui.styles';

/** SPEC 2: a warning with its message and a right-hand button ('Ok' unless told). */
export function WarningDialog() {
  const warning = useAppSelector(selectWarning);
  const dispatch = useAppDispatch();
  if (!warning) return null;
  const close = () => dispatch(modalClosed({ name: 'warning' }));
  return (
    <Dialog title="Warning" onClose={close}>
      <p>{warning.msg}</p>
      <CloseActions onClose={close} label={warning.rightBtnText} />
    </Dialog>
  );
}

/** A yes/no question; 'Yes' dispatches the stored action. */
export function ConfirmDialog() {
  const confirm = useAppSelector(selectConfirm);
  const dispatch = useAppDispatch();
  if (!confirm) return null;
  const close = () => dispatch(modalClosed({ name: 'confirm' }));
  return (
    <Dialog title="Please confirm" onClose={close}>
      <p>{confirm.message}</p>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={close}>
          No
        </Button>
        <Button type="button" onClick={() => dispatch(confirmAccepted())}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
