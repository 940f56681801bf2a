// What the session recorder reads from the page at each dispatch (recorder.ts): the window's
// scroll, and the user input being handled, so support see where the customer was on the page
// and which steps were the customer's own. Small: it runs in the app's first load.

/** A user input under way: the DOM event being dispatched (the same object for all its steps). */
export interface PageInput {
  type: string;
}

export interface PageSignals {
  /** The window's scroll in CSS pixels, rounded. */
  scroll(): { x: number; y: number };
  /** The real user input being handled (not a scripted event), or undefined. */
  input(): PageInput | undefined;
}

/** Events only a person makes: a click, a key, typing, a form sent, the Back button. */
export const USER_INPUTS: ReadonlySet<string> = new Set([
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
  'input',
  'change',
  'submit',
  'reset',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'paste',
  'cut',
  'drop',
  'popstate',
]);

/**
 * The browser window's signals. The scroll is kept from scroll events rather than read at each
 * dispatch, where reading it could make the browser lay the page out in the middle of a render.
 */
export function browserPageSignals(win: Window): PageSignals {
  let scroll = { x: 0, y: 0 };
  const update = () => {
    scroll = { x: Math.round(win.scrollX), y: Math.round(win.scrollY) };
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
  return {
    scroll: () => scroll,
    input() {
      // The event the window is dispatching: a React handler runs inside it, a listener's
      // effect after an await does not.
      const event = (win as Window & { event?: Event }).event;
      return event?.isTrusted && USER_INPUTS.has(event.type) ? event : undefined;
    },
  };
}
