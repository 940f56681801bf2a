import { reportPageHide } from '../../../src/client/app/pageLifecycle';
import { pageHidden } from '../../../src/client/features/session/sessionEvents';

describe('reportPageHide', () => {
  function watch() {
    const dispatched: string[] = [];
    const stop = reportPageHide(window, (action) => {
      dispatched.push(action.type);
      return action;
    });
    return { dispatched, stop };
  }

  function setVisibility(value: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  afterEach(() => setVisibility('visible'));

  test('a page that is left or hidden tells the store, so pending cart edits are sent', () => {
    const { dispatched, stop } = watch();
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(dispatched).toEqual([pageHidden.type, pageHidden.type]);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(dispatched).toHaveLength(2);
  });
});
