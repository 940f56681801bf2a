// Waits for what a test checks rather than for a time: the assertion runs again until it passes,
// and once the deadline has passed its last failure is what the test reports.

/** Thrown by an assertion to end the wait at once: what it waits for can no longer happen. */
export class GaveUp extends Error {}

export interface EventuallyOptions {
  /** How long the assertion may keep failing. */
  timeoutMs?: number;
  /** The pause between two tries, so a poll does not hog a shared machine. */
  intervalMs?: number;
}

/** Runs `assertion` until it returns (its value is returned) or throws past the deadline. */
export async function eventually<T>(
  assertion: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 50 }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (error instanceof GaveUp || Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
