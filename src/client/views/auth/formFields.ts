import type { FormEvent } from 'react';

/**
 * The value of a named control of the submitted form (a radio group gives its checked value),
 * read from the form's own elements so it works wherever the DOM does.
 */
export function submittedValue(event: FormEvent<HTMLFormElement>, name: string): string {
  event.preventDefault();
  const item = event.currentTarget.elements.namedItem(name);
  return item !== null && 'value' in item ? item.value.trim() : '';
}
