// Splitting the browser's start-up work, so no task is long enough to delay a tap on a phone.

/** Resolves in a new task (a message to this page): the browser may paint and handle input first. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Resolves when the browser is idle (or after `timeoutMs` at the latest). */
export const whenIdle = (timeoutMs = 2000): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 0);
    }
  });

/**
 * Resolves when `element` comes within `margin` of the screen, or a tap, a key or focus lands in
 * it, or `released` resolves (its page is leaving), whichever is first.
 */
export function whenOnSight(
  element: Element,
  released: Promise<void>,
  margin = '50% 0px',
): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const touches = ['pointerdown', 'focusin', 'keydown'] as const;
    const done = () => {
      observer.disconnect();
      for (const type of touches) element.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    for (const type of touches) element.addEventListener(type, done, true);
    void released.then(done);
  });
}
