import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NAME_REQUIRED_MESSAGE, selectUser } from '../../features/auth/authSlice';
import {
  profileEditCancelled,
  profileEditStarted,
  profileFieldChanged,
  profileSaveRequested,
  selectProfile,
  type ProfileField,
} from '../../features/profile/profileSlice';
import { Button } from '../components/ui/ui.styles';
import { SelectField, TextField } from '../components/ui/TextField';
import { Actions, Card, CardHead, Details, Form } from './AccountPage.styles';

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

const genderLabel = (gender: string | undefined) =>
  GENDERS.find((option) => option.value === gender)?.label;

/** The profile: shown, or edited (name, email, gender, date of birth). */
export function ProfileCard() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const titleId = useId();
  if (!user) return null;

  const change = (field: ProfileField) => (event: { target: { value: string } }) =>
    dispatch(profileFieldChanged({ field, value: event.target.value }));

  return (
    <Card aria-labelledby={titleId}>
      <CardHead>
        <h2 id={titleId}>Profile</h2>
        {profile.status === 'viewing' && (
          <Button
            type="button"
            $variant="ghost"
            onClick={() => dispatch(profileEditStarted({ user }))}
          >
            Edit profile
          </Button>
        )}
      </CardHead>
      {profile.status === 'viewing' ? (
        <Details>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>Phone</dt>
          <dd>{user.phoneNumber}</dd>
          <dt>Email</dt>
          <dd>{user.email ?? 'Not added'}</dd>
          <dt>Gender</dt>
          <dd>{genderLabel(user.gender) ?? 'Not added'}</dd>
          <dt>Date of birth</dt>
          <dd>{user.dateOfBirth ?? 'Not added'}</dd>
        </Details>
      ) : (
        <Form
          aria-label="Edit profile"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(profileSaveRequested());
          }}
        >
          <TextField
            label="Name"
            value={profile.draft.name}
            onChange={change('name')}
            autoComplete="name"
            maxLength={100}
            required
            error={profile.nameMissing ? NAME_REQUIRED_MESSAGE : null}
            disabled={profile.saving}
          />
          <TextField
            label="Email"
            type="email"
            value={profile.draft.email}
            onChange={change('email')}
            autoComplete="email"
            maxLength={254}
            disabled={profile.saving}
          />
          <SelectField
            label="Gender"
            value={profile.draft.gender}
            onChange={change('gender')}
            disabled={profile.saving}
          >
            <option value="">Not added</option>
            {GENDERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Date of birth"
            type="date"
            value={profile.draft.dateOfBirth}
            onChange={change('dateOfBirth')}
            autoComplete="bday"
            disabled={profile.saving}
          />
          <Actions>
            <Button type="submit" disabled={profile.saving} aria-busy={profile.saving}>
              {profile.saving ? 'Saving…' : 'Save'}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              disabled={profile.saving}
              onClick={() => dispatch(profileEditCancelled())}
            >
              Cancel
            </Button>
          </Actions>
        </Form>
      )}
    </Card>
  );
}
