import {
  PAGE_SCRIPTS_ELEMENT_ID,
  pageScriptsOf,
  preloadPageScripts,
} from '../../../src/client/app/pageScripts';

/** A page whose head names `text` as its scripts (no element when undefined). */
function pageNaming(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== undefined) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_SCRIPTS_ELEMENT_ID;
    element.textContent = text;
    doc.head.append(element);
  }
  return doc;
}

const preloadsOf = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
  }));

describe("a server-rendered page's scripts", () => {
  test('are the build files its head names, in order', () => {
    const doc = pageNaming('["/assets/9000.1a2b3c4d5e.js","/assets/app.js","/assets/product.js"]');
    expect(pageScriptsOf(doc)).toEqual([
      '/assets/9000.1a2b3c4d5e.js',
      '/assets/app.js',
      '/assets/product.js',
    ]);
  });

  test('leave out anything but a script of the build', () => {
    const doc = pageNaming(
      JSON.stringify([
        'https://elsewhere.example/assets/app.js',
        '//elsewhere.example/assets/app.js',
        'javascript:alert(1)',
        '/assets/../api/session.js',
        '/assets/app.css',
        42,
        '/assets/app.js',
      ]),
    );
    expect(pageScriptsOf(doc)).toEqual(['/assets/app.js']);
  });

  test.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['broken JSON', '["/assets/app.js"'],
    ['not a list', '{"app":"/assets/app.js"}'],
  ])('are none on a page with %s', (_name, text) => {
    expect(pageScriptsOf(pageNaming(text))).toEqual([]);
  });

  test('are asked for as script preloads, all at once', () => {
    const doc = pageNaming('["/assets/app.js","/assets/home.js"]');
    preloadPageScripts(doc);
    expect(preloadsOf(doc)).toEqual([
      { rel: 'preload', as: 'script', href: '/assets/app.js' },
      { rel: 'preload', as: 'script', href: '/assets/home.js' },
    ]);
  });

  test('add nothing to a page that names none (the shell preloads its own)', () => {
    const doc = pageNaming(undefined);
    preloadPageScripts(doc);
    expect(preloadsOf(doc)).toEqual([]);
  });
});
