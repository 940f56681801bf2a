import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Props for a control that works before the app's script has taken the page over (issue 41): in
 * the server's page it is a real link to a page doing the same thing (the location chooser, the
 * menu), so a tap then navigates; once the app runs, a plain click or Space does `press` instead
 * (opens the panel or the dialog) and the link is not followed. It keeps the button role it has
 * for the app's whole life after that.
 */
export function linkButton(href: string, press: () => void) {
  return {
    href,
    role: 'button',
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      press();
    },
    // A button answers Space too (a link only Enter, which arrives as a click).
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      press();
    },
  } as const;
}
