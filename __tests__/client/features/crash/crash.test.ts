import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import {
  appCrashed,
  crashRefreshRequested,
  initialCrashState,
  selectCrash,
} from '../../../../src/client/features/crash/crashSlice';
import {
  NO_USER_AGENT_MESSAGE,
  deviceFromUserAgent,
} from '../../../../src/client/features/crash/device';
import {
  apiOrigin,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { machine, testStore } from '../../support/store';

describe('crash machine', () => {
  test('every crash counts; the screen shows the last message', () => {
    const crash = machine({ crash: { ...initialCrashState, errorCount: 2 } });
    crash.dispatch(appCrashed({ message: 'boom' }));
    expect(selectCrash(crash.state())).toEqual({
      status: 'crashed',
      message: 'boom',
      errorCount: 3,
    });
  });
});

describe('device of a report', () => {
  test.each([
    ['Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'mobile'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', 'browser'],
  ] as const)('%s is %s', (agent, device) => {
    expect(deviceFromUserAgent(agent, () => undefined)).toBe(device);
  });

  test("no user agent is notDefined, logged as 'No valid user agent string was provided'", () => {
    const lines: string[] = [];
    expect(deviceFromUserAgent('', (line) => lines.push(line))).toBe('notDefined');
    expect(lines).toEqual([NO_USER_AGENT_MESSAGE]);
  });
});

describe('crash listeners', () => {
  withMockApi();
  const reports = () =>
    handle(contract.reports.createError, () => ({ isSuccess: true, referenceId: 'REF1234' }));

  test('the first crash of a session is reported, counted in _ERROR_COUNT, and reloads once', async () => {
    server.use(reports());
    const { store, services } = testStore(undefined, {
      currentUrl: () => 'http://localhost/checkout',
    });
    store.dispatch(appCrashed({ message: 'Cannot read properties of undefined' }));
    await settle();
    expect(requests[0]?.body).toEqual({
      message: 'Cannot read properties of undefined',
      type: '_ERROR_BOUNDARY_CATCH',
      errorFromUrl: 'http://localhost/checkout',
      device: 'browser',
      errorFromSiteName: 'Utsav',
      context: expect.objectContaining({ userAgent: services.userAgent(), buildId: 'dev' }),
    });
    expect(services.session.getItem('_ERROR_COUNT')).toBe('1');
    expect(services.reloads).toBe(1);
  });

  test('a later crash is reported and counted but does not reload again', async () => {
    server.use(reports());
    const { store, services } = testStore({ crash: { ...initialCrashState, errorCount: 1 } });
    store.dispatch(appCrashed({ message: 'again' }));
    await settle();
    expect(requests).toHaveLength(1);
    expect(services.session.getItem('_ERROR_COUNT')).toBe('2');
    expect(services.reloads).toBe(0);
  });

  test('a failed report is logged and the reload still happens', async () => {
    server.use(http.post(`${apiOrigin()}/api/reports/error`, () => failure(429, 'Too many')));
    const { store, services } = testStore();
    store.dispatch(appCrashed({ message: 'boom' }));
    await settle();
    expect(services.errors).toContain('Error report failed');
    expect(services.reloads).toBe(1);
  });

  test("'Refresh' reloads", () => {
    const { store, services } = testStore();
    store.dispatch(crashRefreshRequested());
    expect(services.reloads).toBe(1);
  });
});
