import { runAdmin } from '../../../src/server/admin/cli';
import { launchApp, type LaunchedApp } from '../../../src/server/bench/launcher';

const running = new Set<LaunchedApp>();

/** Stops every app this process started that is still running. */
export async function stopAllApps() {
  await Promise.all([...running].map((app) => app.stop()));
  running.clear();
}

export type RunningApp = LaunchedApp;

/** `npm run admin -- create-staff <phone>` on the scratch data dir (in this process). */
async function createStaff(dataDir: string, phone: string, ...options: string[]): Promise<void> {
  const said: string[] = [];
  const code = await runAdmin(
    ['create-staff', phone, ...options],
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    { out: () => undefined, err: (line) => said.push(line) },
  );
  if (code !== 0) throw new Error(`create-staff ${phone} failed: ${said.join('\n')}`);
}

export interface StartOptions {
  /** Staff accounts made with the operator command (writing itself) before the servers start. */
  staffPhones?: readonly string[];
  /** Staff with a console role (issue 20), e.g. `{ phone, role: 'ops', hubs: ['MUM-THANE-HUB'] }`. */
  staffWithRoles?: readonly { phone: string; role: 'support' | 'ops' | 'admin'; hubs?: string[] }[];
  /**
   * The host name the servers give as theirs (PUBLIC_HOST), 127.0.0.1 unless a journey opens the
   * app under a name other than the configured one.
   */
  publicHost?: string;
}

/**
 * Set by the e2e project's global setup (config/jest.e2e.globalSetup.ts): a data dir holding the
 * embedded database migrated and seeded, as a first `npm start` leaves it.
 */
export const DATA_DIR_TEMPLATE_ENV = 'UTSAV_E2E_DATA_DIR_TEMPLATE';

/**
 * Starts the app the way `npm start` does, on free loopback ports and a scratch data dir of its
 * own: a copy of the global setup's migrated and seeded one when there is one, else empty.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const template = process.env[DATA_DIR_TEMPLATE_ENV];
  const app = await launchApp({
    name: 'e2e',
    ...(template ? { dataDirTemplate: template } : {}),
    env: { NODE_ENV: 'test', PUBLIC_HOST: options.publicHost ?? '127.0.0.1' },
    beforeStart: async (dataDir) => {
      for (const phone of options.staffPhones ?? []) await createStaff(dataDir, phone);
      for (const { phone, role, hubs = [] } of options.staffWithRoles ?? []) {
        await createStaff(dataDir, phone, '--role', role, ...hubs.flatMap((hub) => ['--hub', hub]));
      }
    },
    // Tracked from the spawn on, so an app whose start times out is stopped with its test file.
    onSpawned: (spawned) => {
      running.add(spawned);
    },
  });
  return {
    ...app,
    stop: async () => {
      running.delete(app);
      await app.stop();
    },
  };
}
