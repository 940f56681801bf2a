import { products } from '../../../src/server/db/schema';
import { bookedOrder, customer } from '../booking/support';
import { startPages, type PagesContext } from '../support/pages';

let pages: PagesContext;
beforeAll(async () => {
  pages = await startPages();
}, 60_000);
afterAll(() => pages.close());

describe('GET /e/{orderid}, the shared order link', () => {
  test("arrives rendered with the order's decoration and status, unindexed, without the customer's details", async () => {
    const who = await customer(pages.api, 'Meera Iyer');
    const [product] = await pages.api.database.db.select().from(products).limit(1);
    if (!product) throw new Error('the demo catalogue has no product');
    const orderId = await bookedOrder(pages.api, who, product.id);

    const page = await pages.get(`/e/${orderId}`);

    expect(page.status).toBe(200);
    // The page's markup, without the state that follows it.
    const root = page.html.slice(
      page.html.indexOf('<div id="root">'),
      page.html.indexOf('<script type="application/json" id="utsav-state"'),
    );
    expect(root).toContain(orderId);
    expect(root).toContain(product.name.replace(/'/g, '&#x27;'));
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    // Anyone with the link sees it: neither the page nor its state names who booked it or where.
    expect(page.html).not.toContain(who.phone);
    expect(page.html).not.toContain('Lake View');
    expect(page.html).not.toContain('Meera');
  });
});
