import { useState } from 'react';

/**
 * The time the component first drew. Selectors that depend on the time take it as an argument,
 * so they stay pure and a replayed state draws the same page.
 */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
