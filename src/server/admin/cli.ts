import { loadSettings, type Settings } from '../settings';
import { resolveAuthSecret } from '../secrets';
import { openDatabase } from '../db/client';
import { deriveKeys } from '../services/auth/keys';
import { GRANT_LIFETIME_MS, signGrant } from '../services/auth/grants';
import { STAFF_ROLES } from '../db/schema';
import type { Db } from '../db/client';
import {
  checkedAccess,
  disableStaff,
  makeStaff,
  type StaffAccess,
  type StaffOutcome,
} from '../services/auth/staff';
import { askServerForStaff, type StaffAnswer } from './channel';
import { DataDirBusy, lockDataDir, type DataDirLock } from './dataDirLock';

const USAGE = [
  'usage: npm run admin -- grant-access <10-digit phone number>',
  '       npm run admin -- create-staff <10-digit phone number> [--name <name>]',
  '                            [--role support|ops|admin] [--hub <hub id>]... (ops needs a hub)',
  '       npm run admin -- disable-staff <10-digit phone number>',
].join('\n');

const PHONE = /^[0-9]{10}$/;
const NAME_MAX = 100;

/**
 * The one-time support link for a customer: the web app turns `accessToken` into a support
 * session through the admin grant call, which records the use and refuses a second one.
 */
export async function grantAccessLink(
  settings: Pick<Settings, 'authSecret' | 'dataDir' | 'webOrigin'>,
  phone: string,
): Promise<string> {
  if (!PHONE.test(phone)) throw new Error(USAGE);
  const token = signGrant(deriveKeys(await resolveAuthSecret(settings)), phone);
  return `${settings.webOrigin}/?accessToken=${token}`;
}

const STAFF_DONE: Record<StaffOutcome, string> = {
  created: 'Created a staff account for',
  promoted: 'Promoted to staff:',
  updated: 'Changed the role or hubs of',
  unchanged: 'Already staff, nothing changed:',
  disabled: 'Disabled staff access, every session ended:',
  notStaff: 'Not a staff account, nothing changed:',
};

/** Where the command writes: the terminal's stdout and stderr, or a caller's lines. */
export interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

const TERMINAL: AdminOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

function printStaffDone(io: AdminOutput, outcome: StaffOutcome, phone: string, webOrigin: string) {
  io.out(`${STAFF_DONE[outcome]} ${phone}`);
  io.out(`They sign in with an OTP at ${webOrigin}/support/login`);
}

/** What a staff change answers: its outcome and the web origin of whoever wrote it. */
interface Written {
  outcome: StaffOutcome;
  webOrigin: string;
}

/** Opens the database itself (migrated first, so a fresh one works too) and runs `write`. */
async function writeDirectly(
  settings: Settings,
  write: (db: Db) => Promise<StaffOutcome>,
): Promise<Written> {
  const database = openDatabase(
    settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir },
  );
  try {
    await database.migrate();
    return { outcome: await write(database.db), webOrigin: settings.webOrigin };
  } finally {
    await database.close();
  }
}

/**
 * A staff change (`create-staff`, `disable-staff`). PostgreSQL takes any number of clients, so
 * the command writes itself. The embedded database is one process's files: the command takes
 * DATA_DIR's lock and writes only when no server holds it; while a server runs, it asks that
 * server over its admin channel (`ask`).
 */
async function changeStaff(
  io: AdminOutput,
  settings: Settings,
  write: (db: Db) => Promise<StaffOutcome>,
  ask: () => Promise<StaffAnswer>,
): Promise<Written> {
  if (settings.databaseUrl) return writeDirectly(settings, write);
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(settings.dataDir, 'admin');
  } catch (error: unknown) {
    if (!(error instanceof DataDirBusy)) throw error;
    if (error.holder === 'admin') {
      throw new Error(`${error.message} Run this again when it has finished.`);
    }
    const answer = await ask().catch((why: unknown) => {
      throw new Error(
        `${error.message} It was asked to write the account, but ${(why as Error).message}. ` +
          'Nothing was written. Run this again once the server has started, or stop the server first.',
      );
    });
    io.err(`Written by the running server (process ${error.pid}).`);
    return answer;
  }
  try {
    return await writeDirectly(settings, write);
  } finally {
    await lock.release();
  }
}

/** `create-staff`: makes, promotes or changes (a demotion included) a staff account. */
async function createStaff(
  io: AdminOutput,
  settings: Settings,
  phone: string,
  options: StaffOptions,
) {
  if (!PHONE.test(phone)) throw new Error(USAGE);
  const { name, access } = options;
  const request = {
    phone,
    ...(name !== undefined && { name }),
    ...(access && { role: access.role, hubs: access.hubs }),
  };
  const written = await changeStaff(
    io,
    settings,
    async (db) => (await makeStaff(db, phone, name, access)).outcome,
    () => askServerForStaff(settings.dataDir, request),
  );
  printStaffDone(io, written.outcome, phone, written.webOrigin);
}

export const NOT_STAFF = 'No staff account has this number; nothing changed';

/** `disable-staff`: the account is a customer's again and its sessions end at once. */
async function disableStaffCommand(io: AdminOutput, settings: Settings, phone: string) {
  if (!PHONE.test(phone)) throw new Error(USAGE);
  const written = await changeStaff(
    io,
    settings,
    async (db) => (await disableStaff(db, phone)).outcome,
    () => askServerForStaff(settings.dataDir, { phone }, '/staff/disable'),
  );
  if (written.outcome !== 'disabled') throw new Error(`${NOT_STAFF}: ${phone}`);
  io.out(`${STAFF_DONE.disabled} ${phone}`);
}

interface StaffOptions {
  name?: string;
  access?: StaffAccess;
}

const isStaffRole = (value: string): value is StaffAccess['role'] =>
  (STAFF_ROLES as readonly string[]).includes(value);
const HUB = /^[A-Za-z0-9_-]{1,64}$/;

/** `--name N`, `--role R` and any number of `--hub H` after the phone number. */
export function staffOptions(rest: readonly string[]): StaffOptions {
  let name: string | undefined;
  let role: string | undefined;
  const hubs: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) throw new Error(USAGE);
    if (flag === '--name' && name === undefined) name = value;
    else if (flag === '--role' && role === undefined) role = value;
    else if (flag === '--hub' && HUB.test(value)) hubs.push(value);
    else throw new Error(USAGE);
  }
  if (name !== undefined && (name.trim() === '' || name.length > NAME_MAX)) {
    throw new Error(`--name must be 1 to ${NAME_MAX} characters`);
  }
  if (role !== undefined && !isStaffRole(role)) throw new Error(USAGE);
  if (role === undefined && hubs.length > 0) throw new Error(`--hub needs --role ops`);
  return {
    ...(name !== undefined && { name: name.trim() }),
    ...(role !== undefined && {
      access: checkedAccess({ role: role as StaffAccess['role'], hubs }),
    }),
  };
}

/**
 * `npm run admin -- <command> ...` with these arguments and settings: answers the exit code, 0
 * done, 1 refused (the reason on stderr), 2 not a command (the usage on stderr).
 */
export async function runAdmin(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  io: AdminOutput = TERMINAL,
): Promise<number> {
  const [command, phone, ...rest] = args;
  try {
    if (command === 'grant-access' && phone !== undefined && rest.length === 0) {
      const link = await grantAccessLink(loadSettings(env), phone);
      io.out(link);
      io.err(
        `Valid for ${GRANT_LIFETIME_MS / 60_000} minutes, once. It opens a support session as this customer.`,
      );
      return 0;
    }
    if (command === 'disable-staff' && phone !== undefined && rest.length === 0) {
      await disableStaffCommand(io, loadSettings(env), phone);
      return 0;
    }
    if (command === 'create-staff' && phone !== undefined) {
      await createStaff(io, loadSettings(env), phone, staffOptions(rest));
      return 0;
    }
  } catch (error: unknown) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  io.err(USAGE);
  return 2;
}

if (require.main === module) {
  void runAdmin(process.argv.slice(2), { ...process.env }).then((code) => {
    // A refusal ends at once, as before anything was opened; a success once all is closed.
    if (code !== 0) process.exit(code);
  });
}
