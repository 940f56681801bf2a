import { appStarted } from '../../../../src/client/features/session/sessionEvents';
import { chatMessage, chatPageFor } from '../../../../src/client/features/shell/contact';
import { SEARCH_HINTS } from '../../../../src/client/features/shell/shellSlice';
import { testStore, withFakeClock } from '../../support/store';

describe('shell listeners', () => {
  withFakeClock();

  test('the nav turns dark 1500 ms after the app starts', async () => {
    const { store, state } = testStore();
    store.dispatch(appStarted({ path: '/', search: '' }));
    await jest.advanceTimersByTimeAsync(1500 - 1);
    expect(state().shell.navTheme).toBe('light');
    await jest.advanceTimersByTimeAsync(1);
    expect(state().shell.navTheme).toBe('dark');
  });

  test('the search hint turns every few seconds and wraps round', async () => {
    const { store, state } = testStore();
    store.dispatch(appStarted({ path: '/', search: '' }));
    for (let turn = 1; turn <= SEARCH_HINTS.length; turn += 1) {
      await jest.advanceTimersByTimeAsync(3000);
      expect(state().shell.searchHintIndex).toBe(turn % SEARCH_HINTS.length);
    }
  });
});

describe('chat message', () => {
  test.each([
    ['/', null, 'Hi! I want to book a decoration. Please help me.'],
    ['/decors/list', 'Asha', 'Hi, I am Asha. I am looking at your decorations'],
    ['/products/decor/p7/arch', null, '(product code p7)'],
  ])('on %s for %s', (path, name, expected) => {
    const product = path.startsWith('/products/decor/') ? { _id: 'p7', name: 'Arch' } : null;
    expect(chatMessage(chatPageFor(path, product), name)).toContain(expected);
  });
});
