import type { FormEvent } from 'react';

/** A submitted form's field value; the form stays uncontrolled, so no input state in the view. */
export function fieldOf(event: FormEvent<HTMLFormElement>, name: string): string {
  const field = event.currentTarget.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
