import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import type { SignedInUser } from '../../../src/shared/contract';
import { theme } from '../../../src/client/app/theme';
import { animationsEnded, layoutProblems } from './layout';
import { CHROMIUM_ARGS, disabledFeaturesArg } from '../../../src/server/settings';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright's own `--disable-features` flags, read once from a browser it started. */
let playwrightDisabledFeatures: Promise<string[]> | undefined;

function readPlaywrightDisabledFeatures(): Promise<string[]> {
  playwrightDisabledFeatures ??= (async () => {
    // The browser tells its command line only when started for automation.
    const probe = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--enable-automation'],
    });
    try {
      const cdp = await probe.newBrowserCDPSession();
      const { arguments: commandLine } = await cdp.send('Browser.getBrowserCommandLine');
      return commandLine.filter((arg) => arg.startsWith('--disable-features='));
    } finally {
      await probe.close();
    }
  })();
  return playwrightDisabledFeatures;
}

/**
 * How the journeys' Chromium starts. Chromium reads only the last `--disable-features` of its
 * command line, so the features this project turns off (`CHROMIUM_DISABLED_FEATURES`) go in one
 * flag with those Playwright turns off for itself, in place of Playwright's.
 */
export async function browserLaunchOptions(): Promise<LaunchOptions> {
  const playwrights = await readPlaywrightDisabledFeatures();
  return {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: playwrights,
    args: [...CHROMIUM_ARGS, disabledFeaturesArg(playwrights)],
  };
}

/**
 * Set by the e2e project's global setup (config/jest.e2e.globalSetup.ts): the addresses of the
 * Chromium each Jest worker's files share, one a worker.
 */
export const SHARED_BROWSERS_ENV = 'UTSAV_E2E_BROWSERS';

/** This Jest worker's index (0, 1, ...), which picks its shared browser and app. */
export function workerIndex(): number {
  return Math.max(0, Number(process.env.JEST_WORKER_ID ?? '1') - 1);
}

/**
 * The journeys' Chromium: this worker's shared browser when the global setup started one (a test
 * file gets fresh contexts in it, and closing it closes those and lets the browser run on), else
 * a browser of the file's own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = JSON.parse(process.env[SHARED_BROWSERS_ENV] ?? '[]') as string[];
  const endpoint = shared[workerIndex() % Math.max(shared.length, 1)];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(await browserLaunchOptions());
}

export interface Viewport {
  width: number;
  height: number;
}

export const VIEWPORTS = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** What a phone's Chrome calls itself: the server draws the phone's layout for it. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** Whether every checked screen is kept as a picture (`SCREENSHOTS=1`), not only a broken one. */
export const KEEP_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** The page's full-length picture, kept as a test artefact under test-results/screenshots. */
async function saveScreenshot(page: Page, name: string) {
  const dir = path.resolve(__dirname, '../../../test-results/screenshots');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * A visual check of the screen once its animations have ended: the journey fails where the page scrolls sideways,
 * cuts text off, or has a control under another element (see `layoutProblems`), and the broken
 * screen is kept as a picture. With SCREENSHOTS=1 every checked screen is kept: a full-page
 * picture costs more than the check itself (it lays out and paints the whole page), so a run
 * takes them only when someone will look.
 */
export async function checkScreen(page: Page, name: string) {
  await animationsEnded(page);
  const problems = await layoutProblems(page);
  if (problems.length > 0 || KEEP_SCREENSHOTS) await saveScreenshot(page, name);
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

/** Goes to `url` and waits until the app has taken the page over. */
export async function gotoApp(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
}

declare global {
  interface Window {
    /** The names of the alert dialogs this document has shown, oldest first (openPage). */
    alertDialogsShown?: string[];
  }
}

/**
 * Runs in every page before the app: notes the name of each alert dialog as it appears, so a
 * journey can check an overlay that closes by itself however late the test gets to look.
 */
function recordAlertDialogs() {
  const shown: string[] = [];
  window.alertDialogsShown = shown;
  const note = (element: Element) => {
    const name = element.getAttribute('aria-label');
    if (element.getAttribute('role') === 'alertdialog' && name) shown.push(name);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes' && mutation.target instanceof Element) {
        note(mutation.target);
      }
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        note(node);
        node.querySelectorAll('[role="alertdialog"]').forEach(note);
      }
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label', 'role'],
  });
}

/**
 * Waits until the page has shown the alert dialog named `name` (each call takes one showing).
 * Overlays such as 'Yay! Order Placed' close by themselves after a moment; on a loaded machine
 * that moment can pass before a locator looks, so this asks what the page showed instead.
 */
export async function alertDialogShown(page: Page, name: string) {
  await page.waitForFunction(
    (wanted) => {
      const shown = window.alertDialogsShown ?? [];
      const at = shown.indexOf(wanted);
      if (at < 0) return false;
      shown.splice(at, 1);
      return true;
    },
    name,
    { polling: 100 },
  );
}

export interface OpenPageOptions {
  /** Opens this URL and waits for the app to take the page over (`waitForApp`). */
  url?: string;
  /** The customer the pages start signed in as (local storage key `user`); null: a visitor. */
  user?: SignedInUser | null;
  /** Default: a phone's at a phone's width (as phones send), else the browser's own. */
  userAgent?: string;
  /** Runs in every page of the context before the app's own scripts. */
  initScript?: () => void;
  /** Console errors count among the page's errors too, not only uncaught ones. */
  consoleErrors?: boolean;
}

export interface OpenedPage {
  /** The page's own context: its own storage and cookies, closed by `close`. */
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page (and console errors when asked): a journey expects none. */
  errors: string[];
  /** The texts of the browser's own dialogs (confirm, alert) the page raised, each dismissed. */
  dialogs: string[];
  close(): Promise<void>;
}

/**
 * A page in a fresh browser context at `viewport`, as a customer opening the app in a new
 * window: nothing stored, its errors and native dialogs recorded.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const userAgent =
    options.userAgent ?? (viewport.width <= theme.breakpoints.wide ? PHONE_USER_AGENT : undefined);
  const context = await browser.newContext({ viewport, ...(userAgent ? { userAgent } : {}) });
  if (options.user) {
    await context.addInitScript((stored) => {
      if (!window.localStorage.getItem('user')) window.localStorage.setItem('user', stored);
    }, JSON.stringify(options.user));
  }
  await context.addInitScript(recordAlertDialogs);
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.consoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  }
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (options.url) await gotoApp(page, options.url);
  return { context, page, errors, dialogs, close: () => context.close() };
}
