import os from 'node:os';
import path from 'node:path';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { runAdmin } from '../../src/server/admin/cli';
import { resolveAuthSecret } from '../../src/server/secrets';
import { loadSettings } from '../../src/server/settings';
import { deriveKeys } from '../../src/server/services/auth/keys';
import { readGrant } from '../../src/server/services/auth/grants';

jest.setTimeout(60_000);

describe('the auth secret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  test('AUTH_SECRET wins and writes nothing', async () => {
    const secret = 's'.repeat(40);
    expect(await resolveAuthSecret({ authSecret: secret, dataDir })).toBe(secret);
    await expect(stat(path.join(dataDir, 'auth-secret'))).rejects.toThrow();
  });

  test('without it, one is generated under DATA_DIR, private, and kept across starts', async () => {
    const first = await resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'auth-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveAuthSecret({ authSecret: undefined, dataDir })).toBe(first);
  });

  test('a short AUTH_SECRET is refused at start', () => {
    expect(() => loadSettings({ AUTH_SECRET: 'short' })).toThrow(
      'AUTH_SECRET must be at least 32 characters',
    );
  });

  test('TRUST_PROXY is off unless configured', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });

  /** `npm run admin -- grant-access ...` with the DATA_DIR and no AUTH_SECRET: code and output. */
  async function grantAccess(phone: string) {
    const lines: string[] = [];
    const code = await runAdmin(
      ['grant-access', phone],
      { DATA_DIR: dataDir, AUTH_SECRET: '' },
      { out: (line) => lines.push(line), err: () => undefined },
    );
    return { code, stdout: lines.join('\n') };
  }

  test('npm run admin -- grant-access prints a link signed with the DATA_DIR secret', async () => {
    const { code, stdout } = await grantAccess('9876543210');
    expect(code).toBe(0);
    const link = new URL(stdout.trim());
    expect(link.origin).toBe('http://localhost:3002');
    const token = link.searchParams.get('accessToken') ?? '';
    const secret = await resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(readGrant(deriveKeys(secret), token)).toMatchObject({ phone: '9876543210' });
  });

  test('the command refuses anything but a 10-digit number', async () => {
    expect(await grantAccess('12')).toEqual({ code: 1, stdout: '' });
  });
});
