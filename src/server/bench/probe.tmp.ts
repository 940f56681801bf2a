import { chromium } from 'playwright-core';
import { launchApp } from './launcher';
import { CHROMIUM_ARGS } from '../settings';
import { PHONE_CONTEXT, CONTROLS } from './taps';
(async () => {
  const app = await launchApp({ name: 'probe', env: { RATE_LIMITS: 'off' } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    for (const path of ['/decors/list/birthday', '/decors/list/birthday', '/', '/']) {
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
      const target = CONTROLS.location.control(page);
      const box = await target.boundingBox();
      const tt = Date.now() - t0;
      await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
      const ta = Date.now() - t0;
      await page.getByRole('dialog', { name: 'Select service location' }).waitFor({ timeout: 15000 }).catch(() => log.push('NO DIALOG'));
      const td = Date.now() - t0;
      console.log(path, { hydrated: th, tap: tt, tapAck: ta, dialog: td, url: page.url().replace(app.webUrl, '') });
      console.log(log.filter((l) => Number(l.split(' ')[0]) > th - 200).join('\n'));
      await context.close();
    }
  } finally { await browser.close(); await app.stop(); }
})();
