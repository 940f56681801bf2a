/**
 * Catalogue data names its images by site-relative path only; the API serves them, so answers
 * carry them on the API's own public origin (the SPA runs on another origin, CSP allows this one).
 */
export function publicUrl(origin: string, path: string): string {
  return path.startsWith('/') ? `${origin}${path}` : path;
}
