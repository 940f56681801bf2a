import { useEffect, useState, type RefObject } from 'react';
import type { holdFocus } from './focusHold';

/** The trap's code once it has arrived: a dialog then takes hold in the commit that opens it. */
let hold: typeof holdFocus | undefined;

/** Loads the trap's code; the overlays' hosts ask for it as they load, after the first view. */
export const loadFocusTrap = () =>
  import(/* webpackChunkName: "focus-hold" */ './focusHold').then((module) => {
    hold = module.holdFocus;
    return hold;
  });

/**
 * Keeps focus inside an open dialog or panel (Tab and Shift+Tab cycle within it) and gives it
 * back, when the dialog closes, to the control that opened it. A dialog that opens before the
 * trap's code has arrived already has focus, and is held once the code is here.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, shown = true): void {
  // Read while rendering, before the dialog or a field in it takes focus.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  useEffect(() => {
    const element = container.current;
    if (!shown || !element) return undefined;
    let release = hold?.(element, opener);
    let open = true;
    if (!release) {
      loadFocusTrap().then(
        (loaded) => {
          if (open) release = loaded(element, opener);
        },
        // Without the trap the dialog still works: focus starts in it and Escape closes it.
        () => undefined,
      );
    }
    return () => {
      open = false;
      release?.();
    };
  }, [container, opener, shown]);
}
