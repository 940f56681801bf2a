import type { Browser } from 'playwright-core';
import { gotoApp, launchBrowser, openPage, checkScreen, VIEWPORTS } from './support/browser';
import { startApp, type RunningApp } from './support/startApp';
import { seriousViolations } from './support/axe';

describe("'Report a problem' in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width a visitor reports from /help with the recorded session and gets a reference',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        await page.goto(`${app.webUrl}/`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await gotoApp(page, `${app.webUrl}/help`);
        await page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();

        await page.getByRole('button', { name: 'Report a problem' }).click();
        const dialog = page.getByRole('dialog', { name: 'Report a problem' });
        await dialog.getByRole('textbox', { name: 'What went wrong?' }).fill('The map never loads');
        expect(await seriousViolations(page)).toEqual([]);
        await checkScreen(page, `report-problem-note-${name}`);

        const sent = page.waitForRequest(
          (request) => request.url().endsWith('/api/reports/error') && request.method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Send report' }).click();
        const body = (await sent).postDataJSON() as Record<string, unknown>;
        expect(body).toMatchObject({
          note: 'The map never loads',
          errorFromUrl: `${app.webUrl}/help`,
          // A phone's browser names itself a phone's.
          device: name === 'mobile' ? 'mobile' : 'browser',
        });
        // The recorder's whole-history export: the visit's actions, readable by the DevTools.
        expect(typeof body.trace).toBe('string');
        expect(body.trace).toContain('actionsById');
        expect(body.trace).toContain('reportProblem/reportSubmitted');

        const status = dialog.getByRole('status');
        await status.getByText(/^[A-Z2-9]{8}$/).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await checkScreen(page, `report-problem-sent-${name}`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });

        // What support needs about the browser comes with it.
        expect(body.context).toMatchObject({
          viewport: { width: viewport.width, height: viewport.height, devicePixelRatio: 1 },
          buildId: expect.stringMatching(/^[a-f0-9]{8,}$/),
          consoleErrors: [],
          failedCalls: [],
        });
        expect((body.context as { userAgent: string }).userAgent).toContain('Chrome');

        // A second report carries the session, not the first report again.
        await page.getByRole('button', { name: 'Report a problem' }).click();
        await dialog.getByRole('textbox', { name: 'What went wrong?' }).fill('Still broken');
        const sentAgain = page.waitForRequest(
          (request) => request.url().endsWith('/api/reports/error') && request.method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Send report' }).click();
        const second = (await sentAgain).postDataJSON() as { trace: string };
        await dialog
          .getByRole('status')
          .getByText(/^[A-Z2-9]{8}$/)
          .waitFor();
        expect(second.trace).toContain('the report itself (not recorded)');
        expect(second.trace.length).toBeLessThan((body.trace as string).length * 1.5);
        const reportSubmits = (text: string) =>
          text.split('reportProblem/reportSubmitted').length - 1;
        expect(reportSubmits(second.trace)).toBe(2);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
