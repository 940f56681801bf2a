import { useEffect, useState, type RefObject } from 'react';
import type { holdFocus } from './focusHold';

/** The trap's code once it has arrived: a dialog then takes hold in the commit that opens it. */
let hold: typeof holdFocus | undefined;

/** Loads the trap's code; the overlays' hosts ask for it as they load, after the first view. */
export const loadFocusTrap = () =>
  import('./focusHold').then((module) => (hold = module.holdFocus));

/**
 * Moves focus into an open dialog or panel (unless a field in it took it), keeps it there (Tab and
 * Shift+Tab cycle within) and gives it back, when the dialog closes, to the control that opened
 * it. A dialog that opens before the trap's code has arrived is held once the code is here.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, shown = true): void {
  // Read while rendering, before the dialog or a field in it takes focus.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  useEffect(() => {
    const element = container.current;
    if (!shown || !element) return undefined;
    if (!element.contains(document.activeElement)) element.focus();
    let release = hold?.(element, opener);
    // Without the trap's code (no network) the dialog still has focus and Escape closes it.
    if (!release) {
      loadFocusTrap().then(
        (loaded) => (release ??= loaded(element, opener)),
        () => undefined,
      );
    }
    return () => {
      release?.();
      // Closed before the code arrived: nothing to hold.
      release = () => undefined;
    };
  }, [container, opener, shown]);
}
