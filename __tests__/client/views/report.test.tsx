import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/client/app/AppProviders';
import type { RootState } from '../../../src/client/app/store';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { REPORT_TEXT } from '../../../src/client/features/reportProblem/reportProblemSlice';
import { CrashScreen } from '../../../src/client/views/crash/CrashScreen';
import { contract } from '../../../src/shared/contract';
import { backgroundHandlers, failure, handle, requests, server, withMockApi } from '../support/msw';
import { routedApp } from '../support/render';
import { testStore } from '../support/store';

withMockApi();

const TRACE = '{"actionsById":{},"stagedActionIds":[0]}';
const browser = {
  currentUrl: () => 'http://localhost:3002/help',
  userAgent: () => 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0',
  sessionTrace: () => TRACE,
};
const ready: Partial<RootState> = { session: { ...initialSessionState, status: 'ready' } };

/** The whole app at `path`, on a store whose browser services the test chose. */
function renderApp(path: string, preloaded: Partial<RootState>) {
  const { store } = testStore(preloaded, browser);
  render(<AppProviders store={store}>{routedApp(path, store).app}</AppProviders>);
  return store;
}

const reportRequests = () =>
  requests.filter((request) => request.path === contract.reports.createError.path);

beforeEach(() =>
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
    handle(contract.content.faqs, () => ({ isSuccess: true, faqs: [] })),
  ),
);

async function openFromHelp() {
  renderApp('/help', ready);
  await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
  return screen.findByRole('dialog', { name: 'Report a problem' });
}

describe("'Report a problem' on /help", () => {
  test('sends the note with the session and shows the reference number', async () => {
    server.use(
      handle(contract.reports.createError, () => ({ isSuccess: true, referenceId: 'KQ7M2XPA' })),
    );
    const dialog = await openFromHelp();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'What went wrong?' }),
      'Coupon did not apply',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(REPORT_TEXT.sent);
    expect(within(status).getByText('KQ7M2XPA')).toBeVisible();
    expect(reportRequests().map((request) => request.body)).toEqual([
      {
        message: REPORT_TEXT.customerReport,
        type: '_ERROR_BOUNDARY_CATCH',
        errorFromUrl: 'http://localhost:3002/help',
        device: 'browser',
        errorFromSiteName: 'Utsav',
        note: 'Coupon did not apply',
        trace: TRACE,
        context: expect.objectContaining({ failedCalls: [], buildId: 'dev' }),
      },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failure says so, keeps the note, and Send report tries again', async () => {
    server.use(handle(contract.reports.createError, () => failure(503, 'Database unavailable')));
    const dialog = await openFromHelp();
    const note = within(dialog).getByRole('textbox', { name: 'What went wrong?' });
    await userEvent.type(note, 'Slots never load');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_TEXT.failed);
    expect(note).toHaveValue('Slots never load');

    server.use(
      handle(contract.reports.createError, () => ({ isSuccess: true, referenceId: 'RETRY234' })),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('RETRY234')).toBeVisible();
    expect(reportRequests()).toHaveLength(2);
  });

  test('Cancel closes without sending anything', async () => {
    const dialog = await openFromHelp();
    await userEvent.type(within(dialog).getByRole('textbox'), 'never mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reportRequests()).toEqual([]);
  });
});

describe("'Report a problem' on the crash screen", () => {
  test("the report carries the crash's message, the note and the trace", async () => {
    server.use(
      handle(contract.reports.createError, () => ({ isSuccess: true, referenceId: 'CRASH234' })),
    );
    const { store } = testStore(
      { crash: { status: 'crashed', message: 'x is undefined', errorCount: 1 } },
      browser,
    );
    render(
      <AppProviders store={store}>
        <CrashScreen />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Happened at checkout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('CRASH234')).toBeVisible();
    expect(reportRequests()[0]?.body).toMatchObject({
      message: 'x is undefined',
      note: 'Happened at checkout',
      trace: TRACE,
    });
  });
});
