// Taps on a server-drawn page before the app runs. Links and forms work without the app; a
// button (an add-on's "One more", a wishlist heart) does nothing until React has hydrated it, so
// a tap in those first seconds would be lost. A few lines the page's head loads first, async so
// they never hold the page's first paint (EARLY_TAPS_SCRIPT, a script file of its own, since the
// pages' Content-Security-Policy runs no inline script), note each button tapped; the app takes
// that list as it starts hydrating, and taps each button again once the page is its own. From the
// moment hydration starts, React itself answers a tap on a part not yet hydrated (it hydrates
// that part first), so the list stops there. Should the script arrive after the app has started,
// it finds the list taken and does nothing.

/** The head's script: notes the buttons tapped (not those a form submits) until the app takes them. */
export const EARLY_TAPS_SCRIPT =
  '(function(){if("__utsavEarlyTaps"in window)return;var q=[],d=document;' +
  'function c(e){var t=e.target,b=t&&t.closest?t.closest("button"):null;' +
  'if(b&&!b.disabled&&!(b.form&&b.type!=="button"))q.push(b)}d.addEventListener("click",c,true);' +
  'window.__utsavEarlyTaps=function(){d.removeEventListener("click",c,true);return q}})();';

declare global {
  interface Window {
    /** The head script's list of taps until the app takes it (null once taken). */
    __utsavEarlyTaps?: (() => HTMLButtonElement[]) | null;
  }
}

/**
 * Stops noting taps and answers the buttons tapped so far, in order (none on a page drawn here,
 * or before the script arrived); the list stays taken, so a script arriving later does nothing.
 */
export function takeEarlyTaps(win: Window): HTMLButtonElement[] {
  const take = win.__utsavEarlyTaps;
  win.__utsavEarlyTaps = null;
  return take ? take() : [];
}

/**
 * Taps each button again now the app answers it, each in a task of its own as the customer's were
 * (the page redraws between two taps); one gone or disabled meanwhile is skipped.
 */
export async function replayTaps(
  buttons: readonly HTMLButtonElement[],
  nextTask: () => Promise<void>,
): Promise<number> {
  let replayed = 0;
  for (const button of buttons) {
    await nextTask();
    if (!button.isConnected || button.disabled) continue;
    button.click();
    replayed += 1;
  }
  return replayed;
}
