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
  apiBaseUrls: {
    production: 'https://api.utsav.in',
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

/** SPEC section 7: the production host uses the production API, the static host the beta API, any other host a local API. */
export function environmentForHost(hostname: string): AppEnvironment {
  const host = hostname.toLowerCase();
  if (host === appConfig.hosts.production || host === `www.${appConfig.hosts.production}`) {
    return 'production';
  }
  if (host === appConfig.hosts.static) return 'beta';
  return 'local';
}

export function apiBaseUrlForHost(hostname: string): string {
  switch (environmentForHost(hostname)) {
    case 'production':
      return appConfig.apiBaseUrls.production;
    case 'beta':
      return appConfig.apiBaseUrls.beta;
    case 'local':
      return `http://${hostname || 'localhost'}:${appConfig.apiBaseUrls.localPort}`;
  }
}
