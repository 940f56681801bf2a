import { contract, TRACE_MAX_CHARS } from '../../../../src/shared/contract';
import { appCrashed, initialCrashState } from '../../../../src/client/features/crash/crashSlice';
import {
  REPORT_NOTE_MAX,
  REPORT_TEXT,
  initialReportProblemState,
  reportFailed,
  reportNoteChanged,
  reportProblemClosed,
  reportProblemOpened,
  reportSent,
  reportSubmitted,
  selectReportNote,
  selectReportProblem,
  type ReportProblemState,
} from '../../../../src/client/features/reportProblem/reportProblemSlice';
import type { UnknownAction } from '@reduxjs/toolkit';
import { version } from '../../../../package.json';
import { contentApi } from '../../../../src/client/api';
import { failure, handle, requests, server, settle, withMockApi } from '../../support/msw';
import { machine, testStore } from '../../support/store';

const editing = (note = ''): ReportProblemState => ({ status: 'editing', origin: 'help', note });
const sending: ReportProblemState = { status: 'sending', origin: 'help', note: 'stuck' };
const failed: ReportProblemState = {
  status: 'failed',
  origin: 'help',
  note: 'stuck',
  message: REPORT_TEXT.failed,
};
const sent: ReportProblemState = { status: 'sent', origin: 'help', referenceId: 'ABCD2345' };

describe('report a problem machine', () => {
  test.each<[string, ReportProblemState, UnknownAction, ReportProblemState]>([
    [
      'opening starts an empty note',
      initialReportProblemState,
      reportProblemOpened({ origin: 'crash' }),
      { status: 'editing', origin: 'crash', note: '' },
    ],
    [
      'opening again keeps the note',
      editing('half'),
      reportProblemOpened({ origin: 'help' }),
      editing('half'),
    ],
    ['typing edits the note', editing('a'), reportNoteChanged({ note: 'ab' }), editing('ab')],
    ['typing after a failure edits again', failed, reportNoteChanged({ note: 'x' }), editing('x')],
    ['typing while sending changes nothing', sending, reportNoteChanged({ note: 'x' }), sending],
    [
      'typing when closed changes nothing',
      initialReportProblemState,
      reportNoteChanged({ note: 'x' }),
      initialReportProblemState,
    ],
    ['send starts sending', editing('stuck'), reportSubmitted(), sending],
    ['send after a failure tries again', failed, reportSubmitted(), sending],
    ['a second send while sending changes nothing', sending, reportSubmitted(), sending],
    [
      'send when closed changes nothing',
      initialReportProblemState,
      reportSubmitted(),
      initialReportProblemState,
    ],
    ['the answer shows the reference', sending, reportSent({ referenceId: 'ABCD2345' }), sent],
    [
      'a failure keeps the note for another try',
      sending,
      reportFailed({ message: REPORT_TEXT.failed }),
      failed,
    ],
    [
      'a late answer after closing changes nothing',
      initialReportProblemState,
      reportSent({ referenceId: 'X' }),
      initialReportProblemState,
    ],
    ['a late failure after sending changes nothing', sent, reportFailed({ message: 'x' }), sent],
    ['closing forgets everything', failed, reportProblemClosed(), initialReportProblemState],
    ['closing after sent', sent, reportProblemClosed(), initialReportProblemState],
  ])('%s', (_name, before, action, after) => {
    const report = machine({ reportProblem: before });
    report.dispatch(action);
    expect(selectReportProblem(report.state())).toEqual(after);
  });

  test(`the note stops at ${REPORT_NOTE_MAX} characters`, () => {
    const report = machine({ reportProblem: editing() });
    report.dispatch(reportNoteChanged({ note: 'n'.repeat(REPORT_NOTE_MAX + 50) }));
    expect(selectReportNote(report.state())).toHaveLength(REPORT_NOTE_MAX);
  });
});

describe('report a problem listeners', () => {
  withMockApi();
  const answer = (referenceId = 'ABCD2345') =>
    handle(contract.reports.createError, () => ({ isSuccess: true, referenceId }));
  const TRACE = '{"actionsById":{"0":{"type":"PERFORM_ACTION"}},"appVersion":"0.1.0"}';
  const browser = {
    currentUrl: () => 'http://localhost:3002/checkout?step=pay',
    userAgent: () => 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
    viewport: () => ({ width: 393, height: 851, devicePixelRatio: 2.75 }),
    sessionTrace: () => TRACE,
  };
  const AT = expect.stringMatching(/^[0-9]{4}-[0-9]{2}-[0-9]{2}T/);

  test("Send report sends the note, the page, the device, the browser's context and the recorder's trace", async () => {
    server.use(
      answer(),
      handle(contract.content.faqs, () => failure(503, 'Try again shortly')),
    );
    const { store, services } = testStore({ reportProblem: editing() }, browser);
    await store.dispatch(contentApi.endpoints.contentFaqs.initiate());
    services.problems.consoleError('Card widget failed for 9876543210');
    requests.length = 0;
    store.dispatch(reportNoteChanged({ note: '  The pay button does nothing  ' }));
    store.dispatch(reportSubmitted());
    expect(selectReportProblem(store.getState()).status).toBe('sending');
    await settle();
    expect(requests.map((request) => request.body)).toEqual([
      {
        message: REPORT_TEXT.customerReport,
        type: '_ERROR_BOUNDARY_CATCH',
        errorFromUrl: 'http://localhost:3002/checkout?step=pay',
        device: 'mobile',
        errorFromSiteName: 'Utsav',
        note: 'The pay button does nothing',
        trace: TRACE,
        context: {
          userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
          viewport: { width: 393, height: 851, devicePixelRatio: 2.75 },
          appVersion: version,
          buildId: 'dev',
          // Redacted like the trace: no phone number leaves the browser.
          consoleErrors: [{ message: 'Card widget failed for 9999999999', at: AT }],
          failedCalls: [{ endpoint: 'contentFaqs', status: 503, at: AT }],
        },
      },
    ]);
    expect(selectReportProblem(store.getState())).toEqual({
      status: 'sent',
      origin: 'help',
      referenceId: 'ABCD2345',
    });
  });

  test('from the crash screen the report carries the crash message; an empty note is left out', async () => {
    server.use(answer());
    const { store } = testStore(
      {
        crash: { status: 'crashed', message: 'x is undefined', errorCount: 2 },
        reportProblem: { status: 'editing', origin: 'crash', note: '   ' },
      },
      browser,
    );
    store.dispatch(reportSubmitted());
    await settle();
    expect(requests[0]?.body).toMatchObject({ message: 'x is undefined', trace: TRACE });
    expect(requests[0]?.body).not.toHaveProperty('note');
  });

  test('a failed call shows a sentence, keeps the note and is logged', async () => {
    server.use(handle(contract.reports.createError, () => failure(500, 'relation missing')));
    const { store, services } = testStore({ reportProblem: editing('stuck') }, browser);
    store.dispatch(reportSubmitted());
    await settle();
    expect(selectReportProblem(store.getState())).toEqual(failed);
    expect(services.errors).toContain('Problem report failed');
  });

  test("the server's limit message is shown as it is", async () => {
    const limit = 'You can send at most 10 reports a day. Please try again tomorrow';
    server.use(handle(contract.reports.createError, () => failure(429, limit)));
    const { store } = testStore({ reportProblem: editing('stuck') }, browser);
    store.dispatch(reportSubmitted());
    await settle();
    expect(selectReportProblem(store.getState())).toMatchObject({
      status: 'failed',
      message: limit,
    });
  });

  test.each([
    ['too long for the call', () => 'x'.repeat(TRACE_MAX_CHARS + 1)],
    [
      'failing to export',
      () => {
        throw new Error('replay diverged');
      },
    ],
    ['absent', () => null],
  ])('a trace %s is left out and the report still goes', async (_name, sessionTrace) => {
    server.use(answer());
    const { store } = testStore({ reportProblem: editing('stuck') }, { ...browser, sessionTrace });
    store.dispatch(reportSubmitted());
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).not.toHaveProperty('trace');
    expect(selectReportProblem(store.getState()).status).toBe('sent');
  });

  test('SECURITY: no phone number, address or token is ever written to a log: the page and crash message are redacted', async () => {
    server.use(answer());
    const GRANT = 'Zm9yLXN1cHBvcnQtb25seQ_0123456789-abcdefABCDEF';
    const { store } = testStore(
      { crash: initialCrashState },
      { ...browser, currentUrl: () => `http://localhost:3002/?accessToken=${GRANT}&e=eabc1234` },
    );
    store.dispatch(appCrashed({ message: 'No user 9876543210 (asha.rao@example.com)' }));
    await settle();
    expect(requests[0]?.body).toMatchObject({
      message: "No user 9999999999 (the customer's email)",
      errorFromUrl: 'http://localhost:3002/?accessToken=[redacted token]&e=eabc1234',
    });
  });

  test("the crash screen's own error report carries the trace too", async () => {
    server.use(answer());
    const { store } = testStore({ crash: initialCrashState }, browser);
    store.dispatch(appCrashed({ message: 'boom' }));
    await settle();
    expect(requests[0]?.body).toEqual({
      message: 'boom',
      type: '_ERROR_BOUNDARY_CATCH',
      errorFromUrl: 'http://localhost:3002/checkout?step=pay',
      device: 'mobile',
      errorFromSiteName: 'Utsav',
      context: expect.objectContaining({
        viewport: { width: 393, height: 851, devicePixelRatio: 2.75 },
      }),
      trace: TRACE,
    });
  });
});
