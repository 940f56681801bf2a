import { chromium } from 'playwright-core';
import { launchApp } from './launcher';
import { CHROMIUM_ARGS } from '../settings';
import { PHONE_CONTEXT, CONTROLS, warmUp } from './taps';
(async () => {
  const app = await launchApp({ name: 'probe', env: { RATE_LIMITS: 'off' } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  const path = '/products/decor/d00001/pastel-dream-birthday-wall';
  try {
    await warmUp(browser, app.webUrl, [path]);
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext(PHONE_CONTEXT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const t0 = Date.now();
      const log: string[] = [];
      page.on('request', (r) => log.push(`${Date.now() - t0} req ${r.url().replace(app.webUrl, '')}`));
      page.on('requestfinished', (r) => log.push(`${Date.now() - t0} done ${r.url().replace(app.webUrl, '')}`));
      await page.goto(app.webUrl + path, { waitUntil: 'commit' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60000 });
      const th = Date.now() - t0;
      const target = CONTROLS.book.control(page);
      const box = await target.boundingBox();
      const tt = Date.now() - t0;
      await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.waitForURL('**/checkout', { timeout: 15000 }).catch(() => log.push('NO URL'));
      const tu = Date.now() - t0;
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15000 });
      const h = await page.getByRole('heading', { level: 1 }).first().textContent();
      const td = Date.now() - t0;
      console.log({ hydrated: th, tap: tt, url: tu, h1: td, h });
      console.log(log.filter((l) => Number(l.split(' ')[0]) > tt - 100 && !/avif|webp|media/.test(l)).join('\n'));
      await context.close();
    }
  } finally { await browser.close(); await app.stop(); }
})();
