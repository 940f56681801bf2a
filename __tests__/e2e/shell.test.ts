import net from 'node:net';
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { appConfig } from '../../config/app.config';
import { SOURCE_MAPS_DIR } from '../../config/buildOutput';
import { launchBrowser, openPage, checkScreen, VIEWPORTS } from './support/browser';
import { startApp, type RunningApp } from './support/startApp';
import { freePort, freePorts, launchApp } from '../../src/server/bench/launcher';

describe('the app shell in Chromium', () => {
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

  test('the API answers its health check', async () => {
    const res = await fetch(`${app.apiUrl}/api/health`);
    expect(await res.json()).toEqual({ isSuccess: true });
  });

  test.each(Object.entries(VIEWPORTS))(
    'home renders the short name in the theme colours at %s width',
    async (name, viewport) => {
      const { page, errors, close } = await openPage(browser, viewport, { consoleErrors: true });

      await page.goto(`${app.webUrl}/`);
      const brand = page.getByRole('link', { name: `${appConfig.shortName} home` });
      await brand.waitFor();
      expect(await brand.textContent()).toBe(appConfig.shortName);
      // The home view is its own chunk; wait for it before reading its title and colours.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.title()).resolves.toBe(appConfig.name);
      // SPEC 2: the navigation is light on load and turns dark (the primary colour) after 1500 ms.
      await page.locator('header[data-theme="dark"]').waitFor();
      // The switch is animated; wait for the transition to settle before reading colours.
      await page.waitForFunction(() =>
        document
          .querySelector('header[data-theme]')
          ?.getAnimations()
          .every((a) => a.playState !== 'running'),
      );

      const colours = await page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        header: getComputedStyle(document.querySelector('header[data-theme]') as HTMLElement)
          .backgroundColor,
        heading: getComputedStyle(document.querySelector('h1') as HTMLElement).color,
      }));
      expect(colours).toEqual({
        body: 'rgb(240, 245, 254)', // #F0F5FE
        header: 'rgb(33, 54, 212)', // #2136D4
        heading: 'rgb(33, 54, 212)',
      });
      await checkScreen(page, `shell-home-${name}`);
      expect(errors).toEqual([]);
      await close();
    },
  );

  test('a deep link loads the SPA and an unknown route shows the not-found page', async () => {
    const { page, close } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${app.webUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: appConfig.shortName })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });

  test('the production bundle holds no moment locale', async () => {
    // The build's hidden source maps, kept beside dist/.
    const assets = path.join(SOURCE_MAPS_DIR, 'assets');
    const maps = (await readdir(assets)).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const sources = (
      await Promise.all(
        maps.map(async (file) => {
          const map = JSON.parse(await readFile(path.join(assets, file), 'utf8')) as {
            sources: string[];
          };
          return map.sources;
        }),
      )
    ).flat();
    expect(sources.some((source) => source.includes('src/client/'))).toBe(true);
    expect(sources.filter((source) => source.includes('moment/locale'))).toEqual([]);
  });
});

describe('the launcher the journeys start the app with', () => {
  test('starts the app on new ports when one drawn for it was taken before the app bound it', async () => {
    const taken = await freePort();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(taken, '127.0.0.1', resolve));
    const draws: number[][] = [];
    try {
      const app = await launchApp({
        name: 'e2e-ports',
        env: { NODE_ENV: 'test' },
        // The first draw hands out the API a port someone else has bound meanwhile.
        drawPorts: async (count) => {
          const ports = await freePorts(count);
          if (draws.length === 0) ports[1] = taken;
          draws.push(ports);
          return ports;
        },
      });
      try {
        expect(draws).toHaveLength(2);
        expect(app.apiUrl).toBe(`http://127.0.0.1:${draws[1]?.[1]}`);
        const res = await fetch(`${app.apiUrl}/api/health`);
        expect(await res.json()).toEqual({ isSuccess: true });
        expect((await fetch(`${app.webUrl}/`)).status).toBe(200);
      } finally {
        await app.stop();
      }
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
