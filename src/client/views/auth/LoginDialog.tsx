import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  authFlowReset,
  otpResendRequested,
  otpSubmitted,
  phoneChangeRequested,
  phoneSubmitted,
  selectAuthFlow,
  selectAuthMessage,
} from '../../features/auth/authSlice';
import { modalClosed, selectIsLoginModalOpen } from '../../features/modals/modalsSlice';
import { Dialog } from '../components/ui/Dialog';
import { TextButton } from '../components/ui/ui.styles';
import { Hint, Row } from './auth.styles';
import { OtpForm, PhoneForm } from './CodeForms';

/** SPEC 4 Authentication: the login modal, phone then OTP; a new number leaves for /register. */
export function LoginDialog() {
  const open = useAppSelector(selectIsLoginModalOpen);
  const flow = useAppSelector(selectAuthFlow);
  const message = useAppSelector(selectAuthMessage);
  const dispatch = useAppDispatch();
  if (!open) return null;
  const close = () => {
    dispatch(modalClosed({ name: 'login' }));
    dispatch(authFlowReset());
  };
  return (
    <Dialog title="Login" onClose={close} closeLabel="Close login">
      {flow.step === 'otp' ? (
        <OtpForm
          key={flow.otpHash}
          phoneNumber={flow.phoneNumber}
          message={message}
          busy={flow.busy}
          submitLabel="Verify OTP"
          onSubmit={(otp) => dispatch(otpSubmitted({ otp }))}
        >
          <Row>
            <TextButton
              type="button"
              disabled={flow.busy}
              onClick={() => dispatch(phoneChangeRequested())}
            >
              Change number
            </TextButton>
            <TextButton
              type="button"
              disabled={flow.busy || flow.resendWait > 0}
              onClick={() => dispatch(otpResendRequested())}
            >
              Resend OTP
            </TextButton>
          </Row>
          {flow.resendWait > 0 && <Hint>You can resend the OTP in {flow.resendWait} s.</Hint>}
        </OtpForm>
      ) : (
        <>
          <Hint>Login with your phone number to book, wishlist and see your offers.</Hint>
          <PhoneForm
            defaultValue={flow.phoneNumber}
            message={message}
            busy={flow.busy}
            submitLabel="Send OTP"
            onSubmit={(phoneNumber) => dispatch(phoneSubmitted({ phoneNumber }))}
          />
        </>
      )}
    </Dialog>
  );
}
