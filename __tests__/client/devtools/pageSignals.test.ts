import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { memoryStorage } from '../../../src/client/app/services';
import { withPageReload } from '../../../src/client/app/pageReload';
import {
  browserPageSignals,
  type PageInput,
  type PageSignals,
} from '../../../src/client/devtools/pageSignals';
import { createRecorder } from '../../../src/client/devtools/recorder';
import { jsanCodec } from '../../../src/client/devtools/traceCodec';
import { parseTrace } from '../../../src/client/devtools/traceFormat';

const counter: Reducer<number, UnknownAction> = withPageReload(
  (state: number = 0, action: UnknownAction) => (action.type === 'added' ? state + 1 : state),
);

/** A page whose scroll and input under way the test sets. */
function fakePage() {
  const page = { scroll: { x: 0, y: 0 }, input: undefined as PageInput | undefined };
  const signals: PageSignals = { scroll: () => page.scroll, input: () => page.input };
  return { page, signals };
}

function recordedStore(signals: PageSignals) {
  const { recorder, enhancer } = createRecorder({
    storage: memoryStorage(),
    codec: jsanCodec,
    page: signals,
  });
  const store = configureStore({
    reducer: counter,
    enhancers: (getDefault) => getDefault().concat(enhancer),
  });
  return { store, recorder };
}

describe('the recorder keeps what the customer did and where they were', () => {
  test("the first step of a user input is the customer's; what follows in it, and later, is the app's", () => {
    const { page, signals } = fakePage();
    const { store, recorder } = recordedStore(signals);
    const click = { type: 'click' };
    page.input = click;
    store.dispatch({ type: 'added' });
    store.dispatch({ type: 'added' });
    page.input = undefined;
    store.dispatch({ type: 'added' });
    page.input = { type: 'input' };
    store.dispatch({ type: 'added' });
    expect(recorder.trace().steps.map((step) => step.input)).toEqual([
      'click',
      undefined,
      undefined,
      'input',
    ]);
  });

  test('each step keeps the scroll at its dispatch, left out at the top, and the export carries both', () => {
    const { page, signals } = fakePage();
    const { store, recorder } = recordedStore(signals);
    store.dispatch({ type: 'added' });
    page.scroll = { x: 0, y: 1200 };
    page.input = { type: 'click' };
    store.dispatch({ type: 'added' });
    const steps = parseTrace(recorder.exportTrace()).steps;
    expect(steps.map((step) => step.scroll)).toEqual([undefined, { x: 0, y: 1200 }]);
    expect(steps.map((step) => step.input)).toEqual([undefined, 'click']);
  });
});

describe('browserPageSignals', () => {
  test('follows the window scroll from scroll events', () => {
    const signals = browserPageSignals(window);
    expect(signals.scroll()).toEqual({ x: 0, y: 0 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 480.4 });
    try {
      window.dispatchEvent(new Event('scroll'));
      expect(signals.scroll()).toEqual({ x: 0, y: 480 });
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  test('a scripted click is not a user input; outside any event there is none', () => {
    const signals = browserPageSignals(window);
    const seen: (PageInput | undefined)[] = [];
    const button = document.createElement('button');
    button.addEventListener('click', () => seen.push(signals.input()));
    document.body.append(button);
    button.click();
    button.remove();
    expect(seen).toEqual([undefined]);
    expect(signals.input()).toBeUndefined();
  });
});
