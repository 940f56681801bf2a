import type { ProfileUpdate } from '../../../shared/contract';
import { isoToDmy, MESSAGES } from '../../../shared/domain';
import { usersApi } from '../../api/usersApi';
import type { AppStartListening } from '../../app/appTypes';
import { toastShown } from '../toast/toastSlice';
import {
  profileSaveFailed,
  profileSaveRequested,
  profileSaved,
  type ProfileDraft,
} from './profileSlice';

/** The draft as users.update takes it: blank optional fields are left out, not cleared. */
export function profileUpdateOf(draft: ProfileDraft): ProfileUpdate {
  const email = draft.email.trim();
  const dateOfBirth = isoToDmy(draft.dateOfBirth);
  return {
    name: draft.name.trim(),
    ...(email === '' ? {} : { email }),
    ...(draft.gender === '' ? {} : { gender: draft.gender }),
    ...(dateOfBirth === null ? {} : { dateOfBirth }),
  };
}

export function addProfileListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: profileSaveRequested,
    effect: async (_action, api) => {
      const profile = api.getState().profile;
      if (profile.status !== 'editing' || !profile.saving) return;
      try {
        const answer = await api
          .dispatch(
            usersApi.endpoints.usersUpdate.initiate({
              body: { updateObject: profileUpdateOf(profile.draft) },
            }),
          )
          .unwrap();
        api.dispatch(profileSaved({ user: answer.data.user }));
      } catch (error) {
        api.extra.logError('Updating the profile failed', error);
        api.dispatch(profileSaveFailed());
        // SPEC 8: the one message of a failed profile update.
        api.dispatch(toastShown(MESSAGES.profileUpdateFailed, 'error'));
      }
    },
  });
}
