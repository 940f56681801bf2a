import { apiBaseUrlForPage } from '../../../config/app.config';

/** The API base URL for this page by the hostname rule of SPEC section 7 (`apiBaseUrlForPage`). */
export function resolveApiBaseUrl(doc: Document = document): string {
  return apiBaseUrlForPage(doc.location);
}
