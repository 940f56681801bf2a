import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../src/shared/domain';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  type Viewport,
} from './support/browser';
import { startApp, type RunningApp } from './support/startApp';
import { seriousViolations } from './support/axe';

const NAV_BUTTON = 'Select location for service';

describe('the service-location panel in Chromium', () => {
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

  async function openPanel(viewport: Viewport) {
    // The accessibility scan needs a page of its own context.
    const { page, errors } = await openPage(browser, viewport, { url: `${app.webUrl}/` });
    await page.getByRole('button', { name: NAV_BUTTON }).first().click();
    const panel = page.getByRole('dialog', { name: 'Select service location' });
    await panel.waitFor();
    return { page, panel, errors };
  }

  test.each(Object.entries(VIEWPORTS))(
    'at %s width a visitor sets a location by searching',
    async (name, viewport) => {
      const { page, panel, errors } = await openPanel(viewport);
      const search = panel.getByRole('textbox', { name: 'Search for area, street, city...' });
      await panel.getByRole('button', { name: 'Mumbai' }).waitFor();
      // A bottom sheet on a phone, a left drawer on a desktop; never wider than 30 rem.
      await panel.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const box = await panel.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(480);
      if (name === 'mobile')
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(viewport.height, 0);
      else expect(box).toMatchObject({ x: 0, y: 0, height: viewport.height });
      await checkScreen(page, `location-panel-default-${name}`);
      expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

      await search.fill('and');
      await panel.getByText('Type 1 more words').waitFor();
      await search.fill('andheri');
      const result = panel.getByRole('button', { name: /^Andheri Andheri, Mumbai/ });
      await result.waitFor();
      await checkScreen(page, `location-panel-predictions-${name}`);
      await result.click();

      await panel.getByRole('group', { name: 'Map' }).waitFor();
      const confirm = panel.getByRole('button', { name: 'CONFIRM LOCATION' });
      await confirm.waitFor();
      await panel.getByRole('heading', { name: 'Andheri' }).waitFor();
      await checkScreen(page, `location-panel-map-${name}`);
      expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
      await confirm.click();

      await panel.waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: /Service location: Andheri/ })
        .first()
        .waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('lastSelectedLocation'));
      expect(JSON.parse(stored ?? 'null')).toMatchObject({
        address1: 'Andheri',
        serviceAreaInfo: { hubId: 'MUM-WEST-HUB', isServiceable: true },
      });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test('a city tile centres the map; a pin moved out to sea is not serviceable', async () => {
    const { page, panel, errors } = await openPanel(VIEWPORTS.desktop);
    await panel.getByRole('button', { name: 'Mumbai' }).click();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).waitFor();

    // West of Mumbai's coast lies the Arabian Sea, outside every hub.
    const pin = panel.getByRole('button', { name: 'Location pin' });
    await pin.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await panel.getByText('Please wait...').waitFor();
    await panel.getByRole('heading', { name: MESSAGES.notServiceableTitle }).waitFor();
    await checkScreen(page, 'location-panel-not-serviceable-desktop');
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    await panel.getByRole('button', { name: 'Change location' }).click();
    await panel.getByRole('button', { name: 'Pune' }).click();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
    await panel.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('lastSelectedLocation'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      serviceAreaInfo: { hubId: 'PUNE-HUB', isServiceable: true },
      locationv2: { lat: 18.5204, lng: 73.8567 },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('dragging the pin with the mouse moves it and checks the new point', async () => {
    const { page, panel } = await openPanel(VIEWPORTS.mobile);
    await panel.getByRole('button', { name: 'Pune' }).click();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).waitFor();
    const pin = await panel.getByRole('button', { name: 'Location pin' }).boundingBox();
    if (!pin) throw new Error('the pin is not drawn');
    const x = pin.x + pin.width / 2;
    const y = pin.y + pin.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y + 20, { steps: 5 });
    await page.mouse.up();
    await panel.getByText('Please wait...').waitFor();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).waitFor();
    const moved = await panel.getByRole('button', { name: 'Location pin' }).boundingBox();
    expect(moved?.x).toBeGreaterThan(pin.x + 10);
    await page.context().close();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width the share dialog copies the link',
    async (name, viewport) => {
      const { context, page } = await openPage(browser, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: app.webUrl,
      });
      await gotoApp(page, `${app.webUrl}/decors/list`);
      const product = page.locator('a[href^="/products/decor/"]').first();
      await product.click();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share with' });
      await dialog.waitFor();
      for (const service of ['WhatsApp', 'Facebook', 'Messenger', 'Twitter', 'Mail', 'Telegram']) {
        await dialog.getByRole('link', { name: service }).waitFor();
      }
      await dialog.getByRole('button', { name: 'Or share with link' }).click();
      await dialog.getByText(MESSAGES.linkCopied).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(page.url());
      await checkScreen(page, `share-dialog-${name}`);
      expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
      await context.close();
    },
  );
});
