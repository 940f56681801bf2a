import { useEffect, useRef, type ReactNode } from 'react';
import { OTP_LENGTH, PHONE_LENGTH } from '../../../shared/domain';
import { Button } from '../components/ui/ui.styles';
import { TextField } from '../components/ui/TextField';
import { Form } from './auth.styles';
import { submittedValue } from './formFields';

/** The 10-digit phone entry shared by login and account deletion. */
export function PhoneForm({
  defaultValue,
  message,
  busy,
  submitLabel,
  onSubmit,
}: {
  defaultValue: string;
  message: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (phoneNumber: string) => void;
}) {
  return (
    <Form noValidate onSubmit={(event) => onSubmit(submittedValue(event, 'phoneNumber'))}>
      <TextField
        label="Phone number"
        prefix="+91"
        error={message}
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        defaultValue={defaultValue}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The 6-digit code entry; focus moves to it when it appears, as the code is what comes next. */
export function OtpForm({
  phoneNumber,
  message,
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  phoneNumber: string;
  message: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (otp: string) => void;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <Form noValidate onSubmit={(event) => onSubmit(submittedValue(event, 'otp'))}>
      <p>
        Enter the {OTP_LENGTH}-digit OTP sent to +91 {phoneNumber}.
      </p>
      <TextField
        ref={input}
        label="OTP"
        error={message}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {children}
    </Form>
  );
}
