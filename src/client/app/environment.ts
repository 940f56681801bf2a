import { apiBaseUrlForHost, environmentForHost } from '../../../config/app.config';

/**
 * The API base URL by the hostname rule of SPEC section 7. On a local host the web server
 * may name the API's origin in a meta tag (it runs on other ports in tests); a meta tag keeps
 * the page free of inline script.
 */
export function resolveApiBaseUrl(doc: Document = document): string {
  const { hostname } = doc.location;
  if (environmentForHost(hostname) === 'local') {
    const declared = doc.querySelector<HTMLMetaElement>('meta[name="utsav-api-origin"]')?.content;
    if (declared) return declared;
  }
  return apiBaseUrlForHost(hostname);
}
