// The scripts a server-rendered page runs, which the page names and the entry fetches once the
// page is painted.

/** The element that names them: JSON data in the head, not a script (CSP stays 'self'). */
export const PAGE_SCRIPTS_ELEMENT_ID = 'utsav-scripts';

/** The build's own script addresses: hashed names under /assets/. */
const SCRIPT_FILE = /^\/assets\/[\w.-]+\.js$/;

/** The scripts this page names (none on a page without the element, or with a broken one). */
export function pageScriptsOf(doc: Pick<Document, 'getElementById'>): string[] {
  const text = doc.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files)
      ? files.filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file))
      : [];
  } catch {
    return [];
  }
}

/**
 * Asks for the page's scripts all at once (`<link rel="preload" as="script">`), so the page's own
 * chunks download beside the app's rather than after the app has run; the app's requests for them
 * take the preloaded copies.
 */
export function preloadPageScripts(doc: Document): void {
  for (const file of pageScriptsOf(doc)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = file;
    doc.head.append(link);
  }
}
