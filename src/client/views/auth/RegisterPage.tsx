import { useId, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { isoToDmy } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  registrationSubmitted,
  selectAuthFlow,
  selectAuthMessage,
  selectUser,
  type RegistrationForm,
} from '../../features/auth/authSlice';
import { selectPathAfterRegistration } from '../../features/auth/afterRegistration';
import { PageMeta } from '../components/head/PageMeta';
import { Button } from '../components/ui/ui.styles';
import { RadioGroup } from '../components/ui/RadioGroup';
import { TextField } from '../components/ui/TextField';
import { Card, Form, Hint } from './auth.styles';
import { submittedValue } from './formFields';

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

function readForm(event: FormEvent<HTMLFormElement>): RegistrationForm {
  const value = (name: string) => submittedValue(event, name);
  const email = value('email');
  const gender = GENDERS.find((option) => option.value === value('gender'))?.value;
  // The date input's YYYY-MM-DD as the DD-MM-YYYY the API takes.
  const dateOfBirth = isoToDmy(value('dateOfBirth'));
  return {
    name: value('name'),
    ...(email ? { email } : {}),
    ...(gender ? { gender } : {}),
    ...(dateOfBirth ? { dateOfBirth } : {}),
  };
}

/** SPEC 4: a new number, its OTP verified, registers here; only the name is required. */
export default function RegisterPage() {
  const flow = useAppSelector(selectAuthFlow);
  const message = useAppSelector(selectAuthMessage);
  const user = useAppSelector(selectUser);
  const pathAfterRegistration = useAppSelector(selectPathAfterRegistration);
  const dispatch = useAppDispatch();
  const titleId = useId();
  // Without a verified OTP there is nothing to register. Once registered, the page may render
  // again before the listener's navigation lands, so it heads the same way instead of home.
  if (flow.step !== 'register') {
    return <Navigate to={user ? pathAfterRegistration : '/'} replace />;
  }
  return (
    <Card>
      <PageMeta title="Register" description="Create your account to book decorations." noIndex />
      <h1 id={titleId}>Register</h1>
      <Hint>Your number +91 {flow.phoneNumber} is verified. Tell us who you are.</Hint>
      <Form
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => dispatch(registrationSubmitted(readForm(event)))}
      >
        <TextField
          label="Name (required)"
          error={message}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={100}
          aria-required="true"
        />
        <TextField
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <RadioGroup legend="Gender (optional)" name="gender" options={GENDERS} look="plain" />
        <TextField
          label="Date of birth (optional)"
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
        />
        <Button type="submit" disabled={flow.busy}>
          Register
        </Button>
      </Form>
    </Card>
  );
}
