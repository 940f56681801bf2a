import type { Browser, Page } from 'playwright-core';
import { appConfig } from '../../config/app.config';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  waitForApp,
} from './support/browser';
import { startApp, type RunningApp } from './support/startApp';
import { seriousViolations } from './support/axe';

/** The policy pages and the titles the seeded catalogue gives them. */
const POLICIES = [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms and Conditions'],
  ['/shippingPolicy', 'Shipping Policy'],
  ['/cancellation', 'Cancellation and Refunds'],
] as const;

/** The title and the one meta description of the page as it stands. */
async function headOf(page: Page) {
  return {
    title: await page.title(),
    descriptions: await page
      .locator('head meta[name="description"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
  };
}

describe('help, FAQs, policies, sitemap and robots.txt on the started app', () => {
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
    'at %s width /help, /faqs and every policy page show the server’s text and pass the accessibility scan',
    async (name, viewport) => {
      const { page, errors, close } = await openPage(browser, viewport);

      await page.goto(`${app.webUrl}/help`);
      await page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
      const common = page.getByRole('list', { name: 'Common questions' });
      await common.getByText('How do I book a decoration?').waitFor();
      const contact = page.getByRole('region', { name: 'Contact us' });
      expect(await contact.getByRole('link', { name: /Call us/ }).getAttribute('href')).toBe(
        `tel:${appConfig.contact.callNumber.replace(/\s+/g, '')}`,
      );
      expect(
        await contact.getByRole('link', { name: /Chat with us/ }).getAttribute('href'),
      ).toMatch(new RegExp(`^https://wa\\.me/${appConfig.contact.chatNumber}\\?text=`));
      await common.getByText('How do I book a decoration?').click();
      await common.getByText(/Choose a decor, set your location/).waitFor();
      expect(await headOf(page)).toEqual({
        title: 'Help and support | Utsav',
        descriptions: [expect.stringContaining(appConfig.contact.callNumber)],
      });
      await checkScreen(page, `help-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'See all FAQs' }).click();
      await page.waitForURL(/\/faqs$/);
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Booking' }).waitFor();
      const groups = await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .allInnerTexts();
      expect(groups).toEqual(expect.arrayContaining(['Booking', 'Prices and offers', 'Wallet']));
      expect(await page.getByRole('main').locator('details').count()).toBeGreaterThanOrEqual(10);
      expect((await headOf(page)).title).toBe('Frequently asked questions | Utsav');
      await checkScreen(page, `faqs-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      for (const [path, title] of POLICIES) {
        await page.goto(`${app.webUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText(/^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/).waitFor();
        expect(await page.getByRole('main').locator('p').count()).toBeGreaterThan(1);
        const head = await headOf(page);
        expect(head.title).toBe(`${title} | Utsav`);
        expect(head.descriptions).toHaveLength(1);
        await checkScreen(page, `policy${path.replace('/', '-')}-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
      }

      expect(errors).toEqual([]);
      await close();
    },
  );

  test('the footer’s FAQ’s link and a policy link lead to their pages', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
    // Each tap once the app has taken the page over: a tap in the middle of its start could land
    // on a link that is plain HTML one moment and the router's the next.
    await gotoApp(page, `${app.webUrl}/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: "FAQ's" }).click();
    await page.waitForURL(/\/help$/);
    await page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
    await waitForApp(page);
    await footer.getByRole('link', { name: 'Cancellation & refunds' }).click();
    await page.waitForURL(/\/cancellation$/);
    await page.getByRole('heading', { level: 1, name: 'Cancellation and Refunds' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  test('/sitemap.xml lists the API’s pages on the web origin, and its pages open', async () => {
    const res = await fetch(`${app.webUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

    const api = (await (await fetch(`${app.apiUrl}/api/content/sitemap`)).json()) as {
      entries: { loc: string }[];
    };
    expect(locs).toEqual(api.entries.map((entry) => `${app.webUrl}${entry.loc}`));
    expect(locs).toContain(`${app.webUrl}/kw/decoration-in-mumbai`);

    const { page, errors, close } = await openPage(browser, VIEWPORTS.mobile);
    const product = locs.find((loc) => loc.includes('/products/decor/'));
    expect(product).toBeDefined();
    await page.goto(product ?? '');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await page.title()).toBe(`${await heading.innerText()} | Utsav`);

    await page.goto(`${app.webUrl}/kw/decoration-in-pune`);
    await page
      .getByRole('heading', { level: 1, name: 'Decoration in Pune', exact: true })
      .waitFor();
    expect(await page.title()).toBe('Decoration in Pune | Utsav');
    expect(errors).toEqual([]);
    await close();
  });

  test('/robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await fetch(`${app.webUrl}/robots.txt`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\n');
    for (const path of ['/profile', '/payment', '/checkout', '/api/pay', '/delete', '/support']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${app.webUrl}/sitemap.xml`);
  });
});
