import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/contract';
import { dmyToIso } from '../../../shared/domain';

export type Gender = 'male' | 'female' | 'other';
export type ProfileField = 'name' | 'email' | 'gender' | 'dateOfBirth';

/** The edit form as the inputs hold it: the date as a date input gives it (YYYY-MM-DD). */
export interface ProfileDraft {
  name: string;
  email: string;
  gender: Gender | '';
  dateOfBirth: string;
}

/** My account's profile: shown, or being edited (saving while the update call runs). */
export type ProfileState =
  | { status: 'viewing' }
  | {
      status: 'editing';
      draft: ProfileDraft;
      saving: boolean;
      /** The last save was asked with a blank name. */
      nameMissing: boolean;
    };

export const initialProfileState: ProfileState = { status: 'viewing' };

const draftOf = (user: User): ProfileDraft => ({
  name: user.name,
  email: user.email ?? '',
  gender: user.gender ?? '',
  // The date input's value: the contract's DD-MM-YYYY as YYYY-MM-DD, '' when absent.
  dateOfBirth: dmyToIso(user.dateOfBirth ?? '') ?? '',
});

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState as ProfileState,
  reducers: {
    profileEditStarted: (state, action: PayloadAction<{ user: User }>) =>
      state.status === 'viewing'
        ? {
            status: 'editing' as const,
            draft: draftOf(action.payload.user),
            saving: false,
            nameMissing: false,
          }
        : state,
    profileFieldChanged(state, action: PayloadAction<{ field: ProfileField; value: string }>) {
      if (state.status !== 'editing' || state.saving) return;
      const { field, value } = action.payload;
      if (field === 'gender') {
        state.draft.gender =
          value === 'male' || value === 'female' || value === 'other' ? value : '';
      } else {
        state.draft[field] = value;
      }
      if (field === 'name') state.nameMissing = false;
    },
    profileEditCancelled: (state) =>
      state.status === 'editing' && !state.saving ? initialProfileState : state,
    /** Name is the one required field (as at registration); without it nothing is sent. */
    profileSaveRequested(state) {
      if (state.status !== 'editing' || state.saving) return;
      const named = state.draft.name.trim() !== '';
      state.saving = named;
      state.nameMissing = !named;
    },
    profileSaved: (state, _action: PayloadAction<{ user: User }>) =>
      state.status === 'editing' && state.saving ? initialProfileState : state,
    profileSaveFailed(state) {
      if (state.status !== 'editing') return;
      state.saving = false;
    },
  },
  selectors: {
    selectProfile: (state) => state,
  },
});

export const {
  profileEditStarted,
  profileFieldChanged,
  profileEditCancelled,
  profileSaveRequested,
  profileSaved,
  profileSaveFailed,
} = profileSlice.actions;

export const { selectProfile } = profileSlice.selectors;
