import {
  CONSOLE_MESSAGE_MAX,
  captureConsoleErrors,
  createProblemLog,
} from '../../../src/client/app/problemLog';
import { REPORT_PROBLEMS_MAX } from '../../../src/shared/contract/constants';

describe('the problem log', () => {
  let clock = Date.UTC(2026, 10, 25, 10, 0, 0);
  const now = () => (clock += 1_000);

  test(`keeps the last ${REPORT_PROBLEMS_MAX} failed calls, each with its endpoint, status and time`, () => {
    const log = createProblemLog(now);
    for (let n = 1; n <= REPORT_PROBLEMS_MAX + 3; n += 1) log.failedCall(`endpoint${n}`, 500);
    const { failedCalls } = log.recent();
    expect(failedCalls).toHaveLength(REPORT_PROBLEMS_MAX);
    expect(failedCalls[0]).toEqual({
      endpoint: 'endpoint4',
      status: 500,
      at: expect.stringMatching(/^2026-11-25T10:00:[0-9]{2}\.000Z$/),
    });
    expect(failedCalls.at(-1)?.endpoint).toBe(`endpoint${REPORT_PROBLEMS_MAX + 3}`);
  });

  test.each([
    [404, 404],
    ['FETCH_ERROR', 'FETCH_ERROR'],
    ['PARSE_ERROR', 'PARSE_ERROR'],
    ['TIMEOUT_ERROR', 'CUSTOM_ERROR'],
    [undefined, 'CUSTOM_ERROR'],
    [99, 'CUSTOM_ERROR'],
  ])('a call failing with %p is told as %p', (status, told) => {
    const log = createProblemLog(now);
    log.failedCall('productsGetProducts', status);
    expect(log.recent().failedCalls[0]?.status).toBe(told);
  });

  test('console errors, uncaught errors and rejections are kept as text, and still printed', () => {
    const log = createProblemLog(now);
    const target = new EventTarget();
    const printed: unknown[][] = [];
    const console = { error: (...args: unknown[]) => void printed.push(args) };
    captureConsoleErrors(target as unknown as Window, console, log);

    console.error('Payment failed', new TypeError('x is undefined'), { step: 'pay' });
    const uncaught = new Event('error') as Event & { error?: unknown };
    uncaught.error = new RangeError('too deep');
    target.dispatchEvent(uncaught);
    const rejected = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejected.reason = 'network down';
    target.dispatchEvent(rejected);
    console.error('x'.repeat(CONSOLE_MESSAGE_MAX + 100));

    expect(printed[0]).toEqual(['Payment failed', expect.any(TypeError), { step: 'pay' }]);
    expect(log.recent().consoleErrors.map((entry) => entry.message)).toEqual([
      'Payment failed TypeError: x is undefined {"step":"pay"}',
      'Uncaught RangeError: too deep',
      'Unhandled rejection: network down',
      'x'.repeat(CONSOLE_MESSAGE_MAX),
    ]);
  });
});
