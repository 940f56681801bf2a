import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  REPORT_NOTE_MAX,
  REPORT_TEXT,
  reportNoteChanged,
  reportProblemClosed,
  reportSubmitted,
  selectReportProblem,
} from '../../features/reportProblem/reportProblemSlice';
import { CloseActions, Dialog } from '../components/ui/Dialog';
import { Button, DialogActions } from '../components/ui/ui.styles';
import { FormStack } from '../components/ui/controls.styles';
import { TextAreaField } from '../components/ui/TextField';
import { Failure, Hint, Reference } from './ReportProblem.styles';

/** 'Report a problem': the customer's note, sent with the recorded session; then the reference. */
export function ReportProblemDialog() {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectReportProblem);
  if (report.status === 'closed') return null;
  const close = () => dispatch(reportProblemClosed());

  if (report.status === 'sent') {
    return (
      <Dialog title={REPORT_TEXT.title} onClose={close}>
        <div role="status">
          <p>{REPORT_TEXT.sent}</p>
          <Reference>
            {REPORT_TEXT.reference}
            <strong>{report.referenceId}</strong>
          </Reference>
          <Hint>{REPORT_TEXT.referenceHint}</Hint>
        </div>
        <CloseActions onClose={close} />
      </Dialog>
    );
  }

  const sending = report.status === 'sending';
  return (
    <Dialog title={REPORT_TEXT.title} onClose={close}>
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(reportSubmitted());
        }}
      >
        <TextAreaField
          label={REPORT_TEXT.noteLabel}
          hint={REPORT_TEXT.noteHint}
          maxLength={REPORT_NOTE_MAX}
          value={report.note}
          readOnly={sending}
          onChange={(event) => dispatch(reportNoteChanged({ note: event.target.value }))}
        />
        {report.status === 'failed' && <Failure role="alert">{report.message}</Failure>}
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? REPORT_TEXT.sending : REPORT_TEXT.send}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
