import path from 'node:path';
import { loadSettings } from '../../src/server/settings';

describe('settings', () => {
  test('defaults to the spec dev ports and ./data', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      webPort: 3002,
      apiPort: 5002,
      payPort: 5003,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      rateLimits: true,
      webOrigin: 'http://localhost:3002',
      apiOrigin: 'http://localhost:5002',
      payOrigin: 'http://localhost:5003',
    });
  });

  test('reads ports, data dir and database from the environment', () => {
    const settings = loadSettings({
      WEB_PORT: '4100',
      API_PORT: '4200',
      PAY_PORT: '4300',
      DATA_DIR: '/srv/utsav-data',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(settings).toMatchObject({
      webPort: 4100,
      apiPort: 4200,
      payPort: 4300,
      dataDir: '/srv/utsav-data',
      databaseUrl: 'postgres://u@127.0.0.1:5432/x',
      redisUrl: 'redis://127.0.0.1:6379',
      apiOrigin: 'http://localhost:4200',
    });
  });

  test.each(['-1', '65536', 'abc', '80.5'])('refuses the port %s', (value) => {
    expect(() => loadSettings({ API_PORT: value })).toThrow(
      `API_PORT must be a port number from 0 to 65535, got '${value}'`,
    );
  });

  test('RATE_LIMITS=off lifts throttles outside production only', () => {
    expect(loadSettings({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => loadSettings({ RATE_LIMITS: 'off', NODE_ENV: 'production' })).toThrow(
      'RATE_LIMITS=off is refused when NODE_ENV=production',
    );
  });
});
