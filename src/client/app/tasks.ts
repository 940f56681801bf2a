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
