// Per-environment settings shared by the client bundle and the servers. No secrets live here:
// provider keys come from the environment on the server only.

export const appConfig = {
  shortName: 'Utsav',
  name: 'Utsav: celebration decoration booking',
  description:
    'Book balloon and theme decoration for birthdays, anniversaries and parties at home.',
  /** The production host and the static (beta) host of the hostname rule of SPEC section 7. */
  hosts: {
    production: 'utsav.in',
    static: 'beta.utsav.in',
  },
  /**
   * The static (beta) host only serves files, so its pages call the beta API. Every other host's
   * web server answers /api on its own origin; the API also keeps its own port (`localPort`).
   */
  apiBaseUrls: {
    beta: 'https://beta-api.utsav.in',
    localPort: 5002,
  },
  paymentHosts: {
    production: 'https://pay.utsav.in',
    beta: 'https://beta-pay.utsav.in',
    localPort: 5003,
  },
  webLocalPort: 3002,
  /** Absolute redirect targets allowed besides the site's own origins. */
  redirectAllowlist: ['https://blog.utsav.in'],
  /**
   * A browser key for Google Maps (referrer-restricted, so public by design). Unset, the location
   * panel draws the embedded map from the API's gazetteer and needs no network beyond the app.
   */
  googleMapsBrowserKey: null as string | null,
  /**
   * 'Report a problem' and crash reports (issue 9): at most `perVisitorPerDay` from one visitor
   * (the signed-in user, else the IP address) in 24 hours, each kept `retentionDays` days.
   */
  reports: { perVisitorPerDay: 10, retentionDays: 30 },
  contact: {
    supportEmail: 'support@utsav.in',
    callNumber: '+91 90000 00000',
    chatNumber: '919000000000',
  },
} as const;

export type AppEnvironment = 'production' | 'beta' | 'local';

/** SPEC section 7: the production host, the static (beta) host, or any other host (local). */
export function environmentForHost(hostname: string): AppEnvironment {
  const host = hostname.toLowerCase();
  if (host === appConfig.hosts.production || host === `www.${appConfig.hosts.production}`) {
    return 'production';
  }
  if (host === appConfig.hosts.static) return 'beta';
  return 'local';
}

/**
 * SPEC section 7 for a page's API calls: the static host calls the beta API; the production host
 * and any other host call the API their own web server mounts, on the page's own origin, so a
 * session makes no cross-origin call and works under whatever host name it was opened with.
 */
export function apiBaseUrlForPage(location: { hostname: string; origin: string }): string {
  return environmentForHost(location.hostname) === 'beta'
    ? appConfig.apiBaseUrls.beta
    : location.origin;
}

/** The SPA's payment return page lives under /api/ (see the client router); it stays a page. */
const PAGE_UNDER_API = '/api/pay/';

/** Whether a path on the web origin is an API call, which the web server hands to the API. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith(PAGE_UNDER_API);
}
