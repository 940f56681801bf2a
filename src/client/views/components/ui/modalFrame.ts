import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * What makes a backdrop and the card on it a modal dialog, for every dialog and panel: the card
 * is a dialog labelled by its title and takes focus, Escape closes it, and so does a click on the
 * backdrop itself (not one inside the card). Spread `backdrop` and `card` on the two elements;
 * keeping focus inside is `useFocusTrap`'s part.
 */
export function modalFrameProps(titleId: string, onClose: () => void) {
  return {
    backdrop: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) onClose();
      },
    },
    card: {
      role: 'dialog',
      'aria-modal': true,
      'aria-labelledby': titleId,
      tabIndex: -1,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Escape') onClose();
      },
    },
  } as const;
}
