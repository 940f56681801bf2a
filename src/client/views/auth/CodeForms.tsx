import { useEffect, useId, useRef, type ReactNode } from 'react';
import { OTP_LENGTH, PHONE_LENGTH } from '../../../shared/domain';
import { Button } from '../components/ui/ui.styles';
import { ErrorText, Field, Form, PhoneRow } from './auth.styles';
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
  const inputId = useId();
  const errorId = useId();
  return (
    <Form noValidate onSubmit={(event) => onSubmit(submittedValue(event, 'phoneNumber'))}>
      <Field>
        <label htmlFor={inputId}>Phone number</label>
        <PhoneRow>
          <span aria-hidden="true">+91</span>
          <input
            id={inputId}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_LENGTH}
            defaultValue={defaultValue}
            aria-invalid={message !== null}
            aria-describedby={message ? errorId : undefined}
          />
        </PhoneRow>
      </Field>
      {message && (
        <ErrorText id={errorId} role="alert">
          {message}
        </ErrorText>
      )}
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
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <Form noValidate onSubmit={(event) => onSubmit(submittedValue(event, 'otp'))}>
      <p>
        Enter the {OTP_LENGTH}-digit OTP sent to +91 {phoneNumber}.
      </p>
      <Field>
        <label htmlFor={inputId}>OTP</label>
        <input
          ref={input}
          id={inputId}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          aria-invalid={message !== null}
          aria-describedby={message ? errorId : undefined}
        />
      </Field>
      {message && (
        <ErrorText id={errorId} role="alert">
          {message}
        </ErrorText>
      )}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {children}
    </Form>
  );
}
