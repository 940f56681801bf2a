// Only characters an order code can hold, so the value is safe to put into the e/{code} route.
const ORDER_CODE = /^[A-Z0-9_-]+$/;

/**
 * The `e` start-up parameter: trimmed, upper-cased, E-prefixed ('abc1234' → 'EABC1234').
 * Empty, or holding anything but letters, digits, '-' and '_', gives null.
 */
export function normaliseEParam(raw: string | null | undefined): string | null {
  const upper = (raw ?? '').trim().toUpperCase();
  if (upper === '' || !ORDER_CODE.test(upper)) return null;
  return upper.startsWith('E') ? upper : `E${upper}`;
}

export interface RedirectPolicy {
  /** This site's own origins, e.g. 'https://utsav.example'. */
  ownOrigins: readonly string[];
  /** Extra origins from config that redirects may leave to. */
  allowlist: readonly string[];
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'ftp:']);
// Whitespace, control characters and backslashes are silently rewritten by URL parsers
// ('java\tscript:', '/\host'), so a target holding any of them is refused outright.
const isUnsafeChar = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f || ch === '\\' || /\s/.test(ch);
};
const hasUnsafeChar = (value: string): boolean => [...value].some(isUnsafeChar);

// A placeholder origin that can never be a real one, to resolve root-relative paths against.
const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid';
const MAX_DECODE_ROUNDS = 3;

function toOrigin(entry: string): string | null {
  try {
    const origin = new URL(entry).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Percent-decodes until stable; null when malformed or still changing after a few rounds. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

// A root-relative path: one '/' then anything but a second '/' or '\' (which would name a host).
const isRootPath = (value: string): boolean => /^\/(?![/\\])/.test(value);

function safeRelative(target: string): string | null {
  const decoded = fullyDecoded(target);
  // Checked decoded too, so '/%2F%2Fevil' or '/%5Cevil' cannot become a host later on.
  if (decoded === null || !isRootPath(decoded) || hasUnsafeChar(decoded.replace(/ /g, ''))) {
    return null;
  }
  const url = new URL(target, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function safeAbsolute(target: string, policy: RedirectPolicy): string | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol) || url.username !== '' || url.password !== '') {
    return null;
  }
  const allowed = [...policy.ownOrigins, ...policy.allowlist].map(toOrigin);
  return allowed.includes(url.origin) ? url.href : null;
}

/**
 * The redirect target to follow, or null to stay on the site (SECURITY.md "Redirects").
 * Root-relative paths ('/checkout') come back normalised; absolute http, https or ftp URLs
 * only when their origin is an own origin or in the allowlist, and without credentials.
 */
export function safeRedirect(
  target: string | null | undefined,
  policy: RedirectPolicy,
): string | null {
  if (typeof target !== 'string' || target === '' || hasUnsafeChar(target)) return null;
  return target.startsWith('/') ? safeRelative(target) : safeAbsolute(target, policy);
}
