import { Link } from 'react-router';
import { appConfig } from '../../../../config/app.config';
import { MESSAGES } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  deletionCancelled,
  deletionConfirmed,
  deletionOtpEntered,
  deletionPhoneSubmitted,
  selectAccountDeletion,
  selectDeletionMessage,
} from '../../features/accountDeletion/accountDeletionSlice';
import { Card, ErrorText, Hint } from '../auth/auth.styles';
import { OtpForm, PhoneForm } from '../auth/CodeForms';
import { CrashBoundary } from '../crash/CrashBoundary';
import { PageMeta } from '../components/head/PageMeta';
import { Toast } from '../components/feedback/Toast';
import { Dialog } from '../components/ui/Dialog';
import { Button, DialogActions } from '../components/ui/ui.styles';
import { Done, Page, Support, Top } from './DeleteUserPage.styles';

const { supportEmail, callNumber } = appConfig.contact;

function DeletionDialogs() {
  const deletion = useAppSelector(selectAccountDeletion);
  const message = useAppSelector(selectDeletionMessage);
  const dispatch = useAppDispatch();
  const cancel = () => dispatch(deletionCancelled());
  if (deletion.step === 'otp') {
    return (
      <Dialog title="Verify OTP" onClose={cancel}>
        <OtpForm
          phoneNumber={deletion.phoneNumber}
          message={message}
          busy={false}
          submitLabel="Verify OTP"
          onSubmit={(otp) => dispatch(deletionOtpEntered({ otp }))}
        />
      </Dialog>
    );
  }
  if (deletion.step === 'confirm') {
    return (
      <Dialog title="Delete account" onClose={cancel}>
        <p>{MESSAGES.deleteAccountConfirm}</p>
        {message && <ErrorText role="alert">{message}</ErrorText>}
        <DialogActions>
          <Button type="button" $variant="ghost" disabled={deletion.busy} onClick={cancel}>
            Cancel
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={deletion.busy}
            onClick={() => dispatch(deletionConfirmed())}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return null;
}

/** SPEC 2 Account deletion page: its own layout, without the shop's navigation. */
export default function DeleteUserPage() {
  const deletion = useAppSelector(selectAccountDeletion);
  const message = useAppSelector(selectDeletionMessage);
  const dispatch = useAppDispatch();
  return (
    <CrashBoundary>
      <PageMeta
        title="Delete your account"
        description={`Delete your ${appConfig.shortName} account and its data permanently.`}
        noIndex
      />
      <Top>
        <Link to="/">{appConfig.shortName}</Link>
      </Top>
      <Page>
        <Card>
          <h1>Delete your account</h1>
          {deletion.step === 'deleted' ? (
            <Done role="status">{message}</Done>
          ) : (
            <>
              <Hint>
                Enter the phone number of your account. We will send it an OTP to confirm that the
                account is yours.
              </Hint>
              <PhoneForm
                defaultValue={deletion.phoneNumber}
                message={deletion.step === 'phone' ? message : null}
                busy={deletion.step === 'phone' && deletion.busy}
                submitLabel="Send OTP"
                onSubmit={(phoneNumber) => dispatch(deletionPhoneSubmitted({ phoneNumber }))}
              />
            </>
          )}
          <Support aria-labelledby="delete-support">
            <h2 id="delete-support">Need help?</h2>
            <ul>
              <li>
                Email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </li>
              <li>
                Phone: <a href={`tel:${callNumber.replace(/\s/g, '')}`}>{callNumber}</a>
              </li>
            </ul>
          </Support>
        </Card>
      </Page>
      <DeletionDialogs />
      <Toast />
    </CrashBoundary>
  );
}
