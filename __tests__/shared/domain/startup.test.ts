import type { RedirectPolicy } from '../../../src/shared/domain/startup';
import { normaliseEParam, safeRedirect } from '../../../src/shared/domain/startup';

describe('normaliseEParam', () => {
  test.each([
    ['abc1234', 'EABC1234'],
    ['e12', 'E12'],
    ['E12', 'E12'],
    ['12', 'E12'],
    ['  xyz9 ', 'EXYZ9'],
    ['ebo-12_3', 'EBO-12_3'],
    ['e', 'E'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['../admin', null],
    ['ab c', null],
    ['a/b', null],
    ['a?x=1', null],
  ])('%p → %p', (raw, expected) => {
    expect(normaliseEParam(raw)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  const policy: RedirectPolicy = {
    ownOrigins: ['https://utsav.example', 'http://localhost:3002/'],
    allowlist: ['https://pay.example', 'ftp://files.example', 'not a url'],
  };

  test.each([
    ['/checkout', '/checkout'],
    ['/', '/'],
    ['/profile/mybookings/order/42?tab=1#top', '/profile/mybookings/order/42?tab=1#top'],
    ['/decors/list/Kid%27s%20Party', '/decors/list/Kid%27s%20Party'],
    ['/a/../checkout', '/checkout'],
    ['https://utsav.example/checkout', 'https://utsav.example/checkout'],
    ['https://UTSAV.example/checkout', 'https://utsav.example/checkout'],
    ['https://utsav.example', 'https://utsav.example/'],
    ['https://utsav.example:443/x', 'https://utsav.example/x'],
    ['http://localhost:3002/payment', 'http://localhost:3002/payment'],
    ['https://pay.example/return?id=1', 'https://pay.example/return?id=1'],
    ['ftp://files.example/invoice.pdf', 'ftp://files.example/invoice.pdf'],
  ])('follows %p as %p', (target, expected) => {
    expect(safeRedirect(target, policy)).toBe(expected);
  });

  test.each([
    // not a URL or not root-relative
    [''],
    ['checkout'],
    ['./checkout'],
    // script and data schemes
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    // protocol-relative and backslash hosts
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['https:\\\\evil.example'],
    // encoded variants
    ['%2F%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/checkout%0a'],
    ['/%E0%A4%A'],
    ['/%25252525252F'],
    // whitespace and control characters
    [' /checkout'],
    ['/checkout\n'],
    ['\u0000/checkout'],
    ['/check\u007fout'],
    // foreign origins and origin confusion
    ['https://evil.example'],
    ['https://evil.example/#https://utsav.example'],
    ['https://utsav.example@evil.example'],
    ['https://utsav.example.evil.example/'],
    ['https://user:pass@utsav.example/'],
    ['https://user@utsav.example/'],
    ['https:evil.example'],
    ['http://utsav.example/'],
    ['https://utsav.example:8443/'],
    ['ftp://utsav.example/'],
    ['ftp://evil.example/'],
    ['ws://utsav.example/'],
  ])('refuses %p', (target) => {
    expect(safeRedirect(target, policy)).toBeNull();
  });

  test.each([[null], [undefined]])('refuses a missing target (%p)', (target) => {
    expect(safeRedirect(target, policy)).toBeNull();
  });

  test('an empty policy still allows own relative paths only', () => {
    const empty: RedirectPolicy = { ownOrigins: [], allowlist: [] };
    expect(safeRedirect('/checkout', empty)).toBe('/checkout');
    expect(safeRedirect('https://utsav.example/', empty)).toBeNull();
  });
});
