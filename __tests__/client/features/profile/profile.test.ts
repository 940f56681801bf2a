import { contract, type User } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { profileUpdateOf } from '../../../../src/client/features/profile/profileListeners';
import {
  profileEditCancelled,
  profileEditStarted,
  profileFieldChanged,
  profileSaveFailed,
  profileSaveRequested,
  profileSaved,
  selectProfile,
  type ProfileDraft,
} from '../../../../src/client/features/profile/profileSlice';
import { TOKEN, user } from '../../support/fixtures';
import { failure, handle, requests, server, settle, withMockApi } from '../../support/msw';
import { machine, testStore } from '../../support/store';

withMockApi();

const profiled: User = {
  _id: user._id,
  name: user.name,
  phoneNumber: user.phoneNumber,
  email: 'asha@example.com',
  gender: 'female',
  dateOfBirth: '07-03-1994',
};
const signedIn = { auth: { ...initialAuthState, user } };

describe('profile machine', () => {
  test('editing starts from the user, with the date as a date input holds it', () => {
    const m = machine(signedIn);
    m.dispatch(profileEditStarted({ user: profiled }));
    expect(selectProfile(m.state())).toEqual({
      status: 'editing',
      draft: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        gender: 'female',
        dateOfBirth: '1994-03-07',
      },
      saving: false,
      nameMissing: false,
    });
  });

  test('fields change; an unknown gender becomes none', () => {
    const m = machine(signedIn);
    m.dispatch(
      profileEditStarted({ user }),
      profileFieldChanged({ field: 'email', value: 'a@b.in' }),
      profileFieldChanged({ field: 'gender', value: 'robot' }),
      profileFieldChanged({ field: 'dateOfBirth', value: '2000-01-31' }),
    );
    expect(selectProfile(m.state())).toMatchObject({
      draft: { name: 'Asha Rao', email: 'a@b.in', gender: '', dateOfBirth: '2000-01-31' },
    });
  });

  test('a blank name marks the form instead of saving; typing a name clears the mark', () => {
    const m = machine(signedIn);
    m.dispatch(
      profileEditStarted({ user }),
      profileFieldChanged({ field: 'name', value: '  ' }),
      profileSaveRequested(),
    );
    expect(selectProfile(m.state())).toMatchObject({ saving: false, nameMissing: true });
    m.dispatch(profileFieldChanged({ field: 'name', value: 'A' }));
    expect(selectProfile(m.state())).toMatchObject({ nameMissing: false });
  });

  test('while saving, changes and Cancel are refused; a failure reopens the form', () => {
    const m = machine(signedIn);
    m.dispatch(profileEditStarted({ user }), profileSaveRequested());
    m.dispatch(profileFieldChanged({ field: 'name', value: 'Other' }), profileEditCancelled());
    expect(selectProfile(m.state())).toMatchObject({
      status: 'editing',
      saving: true,
      draft: { name: 'Asha Rao' },
    });
    m.dispatch(profileSaveFailed());
    expect(selectProfile(m.state())).toMatchObject({ status: 'editing', saving: false });
    m.dispatch(profileEditCancelled());
    expect(selectProfile(m.state())).toEqual({ status: 'viewing' });
  });

  test('a saved profile closes the form and replaces the user, keeping the token', () => {
    const m = machine(signedIn);
    m.dispatch(
      profileEditStarted({ user }),
      profileSaveRequested(),
      profileSaved({ user: profiled }),
    );
    expect(selectProfile(m.state())).toEqual({ status: 'viewing' });
    expect(m.state().auth.user).toEqual({ ...profiled, token: TOKEN });
  });

  test("another user's answer never replaces the signed-in one", () => {
    const m = machine(signedIn);
    m.dispatch(profileEditStarted({ user }), profileSaveRequested());
    m.dispatch(profileSaved({ user: { ...profiled, _id: 'u2' } }));
    expect(m.state().auth.user).toEqual(user);
  });

  test('events outside their state change nothing', () => {
    const m = machine(signedIn);
    const before = m.state().profile;
    m.dispatch(
      profileFieldChanged({ field: 'name', value: 'X' }),
      profileSaveRequested(),
      profileSaveFailed(),
      profileSaved({ user: profiled }),
      profileEditCancelled(),
    );
    expect(m.state().profile).toBe(before);
  });
});

describe('dates and the update body', () => {
  test('blank optional fields are left out; the name is trimmed', () => {
    const draft: ProfileDraft = { name: ' Asha ', email: ' ', gender: '', dateOfBirth: '' };
    expect(profileUpdateOf(draft)).toEqual({ name: 'Asha' });
    expect(
      profileUpdateOf({
        name: 'Asha',
        email: 'a@b.in',
        gender: 'other',
        dateOfBirth: '2000-12-31',
      }),
    ).toEqual({ name: 'Asha', email: 'a@b.in', gender: 'other', dateOfBirth: '31-12-2000' });
  });
});

describe('saving the profile', () => {
  test('sends users.update and settles with the answer', async () => {
    server.use(
      handle(contract.users.update, () => ({ isSuccess: true, data: { user: profiled } })),
    );
    const { store, state } = testStore(signedIn);
    store.dispatch(profileEditStarted({ user }));
    store.dispatch(profileFieldChanged({ field: 'email', value: 'asha@example.com' }));
    store.dispatch(profileSaveRequested());
    await settle();
    const call = requests.find((request) => request.path === contract.users.update.path);
    expect(call?.body).toEqual({ updateObject: { name: 'Asha Rao', email: 'asha@example.com' } });
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(selectProfile(state())).toEqual({ status: 'viewing' });
    expect(state().auth.user).toEqual({ ...profiled, token: TOKEN });
    expect(state().toast).toEqual({ status: 'hidden' });
  });

  test("a failure says 'Something went wrong!' and keeps the draft", async () => {
    server.use(handle(contract.users.update, () => failure(400, 'bad email')));
    const { store, state, services } = testStore(signedIn);
    store.dispatch(profileEditStarted({ user }));
    store.dispatch(profileSaveRequested());
    await settle();
    expect(selectProfile(state())).toMatchObject({ status: 'editing', saving: false });
    expect(state().toast).toMatchObject({ message: MESSAGES.profileUpdateFailed, kind: 'error' });
    expect(services.errors).toEqual(['Updating the profile failed']);
    expect(state().auth.user).toEqual(user);
  });
});
