import {
  TOAST_DURATION_MS,
  selectToastMessage,
  toastClicked,
  toastExpired,
  toastShown,
} from '../../../../src/client/features/toast/toastSlice';
import { machine, testStore, withFakeClock } from '../../support/store';

describe('toast machine', () => {
  test('shown, then dismissed by a click', () => {
    const toast = machine();
    toast.dispatch(toastShown('Link copied'));
    expect(selectToastMessage(toast.state())).toBe('Link copied');
    toast.dispatch(toastClicked());
    expect(selectToastMessage(toast.state())).toBeNull();
  });

  test('a new toast replaces the old one; the old expiry is refused', () => {
    const toast = machine();
    const first = toastShown('one');
    toast.dispatch(first, toastShown('two'), toastExpired({ id: first.payload.id }));
    expect(selectToastMessage(toast.state())).toBe('two');
  });
});

describe('toast timer', () => {
  withFakeClock();

  test('dismisses itself after 2 s', async () => {
    const { store, state } = testStore();
    store.dispatch(toastShown('Address Saved', 'success'));
    await jest.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(selectToastMessage(state())).toBe('Address Saved');
    await jest.advanceTimersByTimeAsync(1);
    expect(selectToastMessage(state())).toBeNull();
  });
});
