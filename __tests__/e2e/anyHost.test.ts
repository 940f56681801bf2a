import type { Browser, Request } from 'playwright-core';
import { launchBrowser, openPage, checkScreen, VIEWPORTS } from './support/browser';
import { startApp, type RunningApp } from './support/startApp';

/** The calls a page makes from script; images and media are not calls. */
const CALL_TYPES = new Set(['fetch', 'xhr']);

/**
 * The servers call themselves localhost (the default PUBLIC_HOST), and the customer opens the app
 * at 127.0.0.1: the page must still boot and call the API on the origin it was opened with.
 */
describe('the app opened under another host name in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({ publicHost: 'localhost' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('boots past the spinner, sets a location and calls only its own origin', async () => {
    expect(new URL(app.webUrl).hostname).toBe('127.0.0.1');
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop, {
      consoleErrors: true,
    });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    const sessionStarted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/session/start',
    );
    await page.goto(`${app.webUrl}/`);
    expect((await sessionStarted).ok()).toBe(true);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });

    // The location panel asks the API for cities and the chosen place's service area.
    await page
      .getByRole('button', { name: /Select location for service|Service location:/ })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: 'Select service location' });
    await panel.getByRole('button', { name: 'Mumbai', exact: true }).click();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
    await panel.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Service location: / })
      .first()
      .waitFor();
    await checkScreen(page, 'any-host-home');

    const calls = requests.filter((request) => CALL_TYPES.has(request.resourceType()));
    const apiCalls = calls.filter((request) => new URL(request.url()).pathname.startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(calls.map((request) => new URL(request.url()).origin))).toEqual(
      new Set([app.webUrl]),
    );
    expect(requests.filter((request) => request.method() === 'OPTIONS')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
