import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { layoutProblems } from './layout';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const VIEWPORTS = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Screenshots are kept as test artefacts under test-results/screenshots. Each is also a visual
 * check: the journey fails where the page as shown scrolls sideways, cuts text off, or has a
 * control under another element (see `layoutProblems`).
 */
export async function saveScreenshot(page: Page, name: string) {
  const dir = path.resolve(__dirname, '../../../test-results/screenshots');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  const problems = await layoutProblems(page);
  if (problems.length > 0) {
    throw new Error(`The screen '${name}' looks broken:\n- ${problems.join('\n- ')}`);
  }
}

/**
 * Waits until the app has taken over the page (hydrated the server's markup, or drawn its own):
 * before that a click on a server-rendered button goes nowhere, as it would for a customer.
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
