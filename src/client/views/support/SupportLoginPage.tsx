import { Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth/authSlice';
import { isStaff } from '../../features/support/staff';
import { supportReturnPath } from '../../features/support/supportListeners';
import {
  SUPPORT_MESSAGES,
  selectStaffLogin,
  staffOtpSubmitted,
  staffPhoneChangeRequested,
  staffPhoneSubmitted,
} from '../../features/support/supportSlice';
import { Button, TextButton } from '../components/ui/ui.styles';
import { fieldOf } from './formField';
import { PhoneField } from './PhoneField';
import { Alert, Card, Form, Muted, Page } from './Support.styles';
import { PageMeta } from '../components/head/PageMeta';

export function SupportLoginPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const login = useAppSelector(selectStaffLogin);
  const [search] = useSearchParams();
  const next = search.get('next');

  if (isStaff(user)) return <Navigate to={supportReturnPath(next)} replace />;

  // Sent here by a console page, or signed in as a customer: say why the console stays shut.
  const refusedEntry = next !== null || user !== null;
  return (
    <Page>
      <PageMeta title="Support console login" noIndex />
      <h1>Support console login</h1>
      <Card aria-labelledby="staff-login-title">
        <h2 id="staff-login-title">Staff login</h2>
        {refusedEntry && login.error === null && (
          <Alert role="status" $tone="info">
            {SUPPORT_MESSAGES.staffOnly}
          </Alert>
        )}
        {login.step === 'phone' ? (
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              dispatch(staffPhoneSubmitted({ phoneNumber: fieldOf(event, 'phone') }));
            }}
          >
            <PhoneField
              autoComplete="tel-national"
              maxLength={10}
              defaultValue={login.phoneNumber}
            />
            <Button type="submit" disabled={login.busy}>
              Send OTP
            </Button>
          </Form>
        ) : (
          <>
            <Muted>Enter the OTP sent to {login.phoneNumber}.</Muted>
            <Form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                dispatch(staffOtpSubmitted({ otp: fieldOf(event, 'otp'), next }));
              }}
            >
              <label>
                OTP
                <input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
              </label>
              <Button type="submit" disabled={login.busy}>
                Log in
              </Button>
              <TextButton type="button" onClick={() => dispatch(staffPhoneChangeRequested())}>
                Change number
              </TextButton>
            </Form>
          </>
        )}
        {login.error !== null && <Alert role="alert">{login.error}</Alert>}
      </Card>
    </Page>
  );
}
