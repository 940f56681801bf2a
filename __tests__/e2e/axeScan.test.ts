import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';

// The journeys' accessibility scan reads only axe's violations and audits a one-frame page in
// place: it must still report what a screen-reader or low-vision customer would trip over, in
// the page and in a frame inside it.
const FAULTS =
  '<button></button><p style="color:#eee;background:#fff">pale text</p><img src="decor.png">';

function documentWith(body: string) {
  return `<!doctype html><html lang="en"><head><title>Scan</title></head><body><header data-theme="dark"></header><main><h1>Decor</h1>${body}</main></body></html>`;
}

describe('the accessibility scan of the journeys', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(() => context.close());
  afterAll(() => browser.close());

  test('reports the serious faults of a page of one frame', async () => {
    await page.setContent(documentWith(FAULTS));
    expect(await seriousViolations(page)).toEqual([
      'button-name: <button></button>',
      'color-contrast: <p style="color:#eee;background:#fff">pale text</p>',
      'image-alt: <img src="decor.png">',
    ]);
  });

  test('reports a control whose name leaves out the words it shows (label in name)', async () => {
    await page.setContent(documentWith('<button aria-label="Send">Book now</button>'));
    expect(await seriousViolations(page)).toEqual([
      'label-content-name-mismatch: <button aria-label="Send">Book now</button>',
    ]);
  });

  test('finds nothing on a page without faults', async () => {
    await page.setContent(documentWith('<button>Book now</button><img src="d.png" alt="Arch">'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('reports a fault inside a frame of the page, on a slow machine too', async () => {
    // A phone's CPU, or a busy test machine: the scan waits for axe in the frame.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const frame = documentWith('<img src="inner.png">').replaceAll('"', '&quot;');
    await page.setContent(documentWith(`<iframe title="Session" srcdoc="${frame}"></iframe>`));
    await page.frameLocator('iframe').locator('h1').waitFor();
    expect(await seriousViolations(page)).toEqual(['image-alt: <img src="inner.png">']);
  });
});
