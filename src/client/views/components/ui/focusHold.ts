import { createFocusTrap } from 'focus-trap';

/*
 * Loaded when the first dialog or panel opens (see useFocusTrap), so the first view does not carry
 * it. A chain of overlays (the address form, then the map it opens, then the form again) hands
 * focus back, once the last one closes, to what opened the first.
 */

/** How many dialogs and panels hold focus now. */
let holding = 0;
/** The page's control that opened the first of them. */
let pageOpener: HTMLElement | null = null;
/** Whether a hand-back waits for the end of the commit that closed the last one. */
let handingBack = false;

/**
 * Keeps Tab and Shift+Tab inside `container` (the newest container holds it, the ones under it
 * wait) until the returned function lets go.
 */
export function holdFocus(container: HTMLElement, opener: Element | null): () => void {
  if (holding === 0 && !handingBack) {
    pageOpener = opener instanceof HTMLElement && opener !== document.body ? opener : null;
  }
  holding += 1;
  const trap = createFocusTrap(container, {
    // The dialog has placed focus already; Escape and a click outside are the dialog's to handle.
    initialFocus: false,
    fallbackFocus: container,
    escapeDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
  });
  trap.activate();
  return () => {
    trap.deactivate();
    holding -= 1;
    if (holding > 0) return;
    // Another overlay may open in the same commit (the map after the form): wait for its effects.
    handingBack = true;
    queueMicrotask(() => {
      handingBack = false;
      if (holding > 0) return;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && pageOpener?.isConnected) pageOpener.focus();
      pageOpener = null;
    });
  };
}
