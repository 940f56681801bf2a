import { CHUNK_SCRIPTS, startPages, type PagesContext } from '../support/pages';

let pages: PagesContext;
beforeAll(async () => {
  pages = await startPages();
}, 60_000);
afterAll(() => pages.close());

interface Payload {
  origin: string;
  wide: boolean;
  router?: { loaderData: Record<string, unknown> };
  state: {
    session: { renderedOnServer: boolean };
    location: { hubId: string | null };
    api: { queries: Record<string, { endpointName: string; status: string }> };
  };
}

/** The server's state for hydration, as the browser reads it. */
function payloadOf(html: string): Payload {
  const match = /<script type="application\/json" id="utsav-state">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page carries no state');
  return JSON.parse(match[1]) as Payload;
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('GET a public page', () => {
  test('arrives rendered: content, title, styles in the head and the state it was drawn from', async () => {
    const page = await pages.get('/faqs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const head = headOf(page.html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Frequently asked questions | Utsav</title>');
    expect(head).toMatch(/<style data-styled="true"/);
    expect(rootOf(page.html)).toContain('How do I book a decoration?');

    const payload = payloadOf(page.html);
    expect(payload.origin).toBe(pages.webOrigin);
    expect(payload.state.session.renderedOnServer).toBe(true);
    const faqs = Object.values(payload.state.api.queries).find(
      (entry) => entry.endpointName === 'contentFaqs',
    );
    expect(faqs).toMatchObject({ status: 'fulfilled' });
    // The browser's router hydrates from the server's loaders' answers: one for the page's route.
    expect(Object.values(payload.router?.loaderData ?? {})).toEqual([null]);
  });

  test('has no executable inline script and no boot spinner over the content', async () => {
    const page = await pages.get('/help');
    const inline = page.html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inline.every((tag) => /type="application\/(json|ld\+json)"/.test(tag))).toBe(true);
    expect(page.html).not.toContain('aria-label="Loading"');
  });

  test("preloads its page's scripts in the head, so they download beside the first one", async () => {
    const named = (html: string) =>
      [...headOf(html).matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    // The app's scripts first (every page runs them), then its page's.
    const product = await pages.get('/products/decor/d00001/pastel-dream-birthday-wall');
    expect(named(product.html)).toEqual([...CHUNK_SCRIPTS.app, ...CHUNK_SCRIPTS.product]);
    // A listing and a keyword page share a chunk; each page names a file once.
    expect(named((await pages.get('/decors/list/birthday')).html)).toEqual([
      ...CHUNK_SCRIPTS.app,
      ...CHUNK_SCRIPTS.listing,
    ]);
    expect(named((await pages.get('/kw/decoration-in-mumbai')).html)).toEqual([
      ...CHUNK_SCRIPTS.app,
      ...CHUNK_SCRIPTS.keyword,
    ]);
    expect(named((await pages.get('/faqs')).html)).toEqual([
      ...CHUNK_SCRIPTS.app,
      ...CHUNK_SCRIPTS.help,
    ]);
  });

  test("the list of the build's scripts by chunk is not served", async () => {
    const answer = await pages.get('/route-chunks.json');
    expect(answer.status).toBe(404);
    expect(answer.html).not.toContain('/assets/product.js');
  });

  test('an unknown URL is the not-found page with status 404', async () => {
    const page = await pages.get('/no/such/page');
    expect(page.status).toBe(404);
    expect(rootOf(page.html)).toContain('Page not found');
    expect(headOf(page.html)).toContain('<meta name="robots" content="noindex"/>');
  });

  test("the customer's location cookie starts the page's store at their hub", async () => {
    const cookie = `utsav_location=${encodeURIComponent(JSON.stringify({ hubId: 'PUNE-HUB', selected: null }))}`;
    const located = payloadOf((await pages.get('/decors/list', { cookie })).html);
    expect(located.state.location.hubId).toBe('PUNE-HUB');
    const tampered = payloadOf(
      (await pages.get('/decors/list', { cookie: 'utsav_location=%7B%22hubId%22%3A5%7D' })).html,
    );
    expect(tampered.state.location.hubId).toBeNull();
  });
});

describe('the layout in the first HTML', () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const laptop =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

  test("a phone gets the phone's navigation, and the browser is told so for hydration", async () => {
    const page = await pages.get('/help', { userAgent: phone });
    expect(rootOf(page.html)).toContain('aria-label="Menu"');
    expect(rootOf(page.html)).not.toContain('aria-label="Profile"');
    expect(payloadOf(page.html).wide).toBe(false);
    expect(page.headers.vary).toMatch(/User-Agent/);
  });

  test.each([
    ['a phone', phone],
    ['a laptop', laptop],
  ])('draws no emoji on a public page for %s: its icons are pictures', async (_, userAgent) => {
    // A first emoji makes the browser load its colour emoji font within the first layout.
    for (const path of [
      '/',
      '/decors/list/birthday',
      '/products/decor/d00001/pastel-dream-birthday-wall',
      '/kw/decoration-in-mumbai',
    ]) {
      const page = await pages.get(path, { userAgent });
      const markup = rootOf(page.html).replace(/<script[^>]*>[^<]*<\/script>/g, '');
      // The header's cart link is drawn (its words or its icon).
      expect(markup).toContain('href="/checkout"');
      expect({ path, emoji: markup.match(/\p{Emoji_Presentation}/gu) }).toEqual({
        path,
        emoji: null,
      });
    }
  });

  test('a laptop gets the desktop navigation', async () => {
    const page = await pages.get('/help', { userAgent: laptop });
    expect(rootOf(page.html)).not.toContain('aria-label="Menu"');
    expect(payloadOf(page.html).wide).toBe(true);
  });
});

describe('GET a private page', () => {
  test.each(['/checkout', '/payment', '/profile/myaccount', '/support/'])(
    '%s is the shell the browser renders',
    async (url) => {
      const page = await pages.get(url);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<div id=root></div>');
      expect(page.html).not.toContain('utsav-state');
    },
  );
});
