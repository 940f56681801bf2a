import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { STAFF_ROLES } from '../db/schema';
import { disableStaff, makeStaff, type StaffOutcome } from '../services/auth/staff';

/**
 * The running server's door for the admin command: while a server holds the embedded database,
 * `create-staff` asks it to write instead of opening the files itself. It listens on loopback
 * only, on a port of the system's choosing, and answers only a caller that read the secret in
 * DATA_DIR (a file only the server's user can read).
 */
const CHANNEL_FILE = 'admin-channel.json';

interface ChannelFile {
  url: string;
  secret: string;
  pid: number;
}

export const StaffRequest = Type.Object(
  {
    phone: Type.String({ pattern: '^[0-9]{10}$' }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    role: Type.Optional(Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)))),
    hubs: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }), { maxItems: 50 }),
    ),
  },
  { additionalProperties: false },
);
export type StaffRequest = Static<typeof StaffRequest>;

export const DisableRequest = Type.Object(
  { phone: Type.String({ pattern: '^[0-9]{10}$' }) },
  { additionalProperties: false },
);

export interface StaffAnswer {
  outcome: StaffOutcome;
  /** The server's own web origin: the sign-in link printed is the one that server answers on. */
  webOrigin: string;
}

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

export interface AdminChannel {
  close(): Promise<void>;
}

export async function openAdminChannel(options: {
  dataDir: string;
  db: Db;
  webOrigin: string;
}): Promise<AdminChannel> {
  const secret = randomBytes(32).toString('base64url');
  const app = Fastify({ logger: false, bodyLimit: 4096 }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!sameSecret(header.replace(/^Bearer /, ''), secret)) {
      await reply.status(401).send({ message: 'The admin channel needs the secret in DATA_DIR' });
    }
  });
  app.post('/staff', { schema: { body: StaffRequest } }, async (request): Promise<StaffAnswer> => {
    const { phone, name, role, hubs } = request.body;
    try {
      const access = role ? { role, hubs: hubs ?? [] } : undefined;
      const { outcome } = await makeStaff(options.db, phone, name, access);
      return { outcome, webOrigin: options.webOrigin };
    } catch (error: unknown) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, (error as Error).message);
    }
  });
  app.post(
    '/staff/disable',
    { schema: { body: DisableRequest } },
    async (request): Promise<StaffAnswer> => {
      const { outcome } = await disableStaff(options.db, request.body.phone);
      return { outcome, webOrigin: options.webOrigin };
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('admin channel has no port');

  const file = path.join(options.dataDir, CHANNEL_FILE);
  const record: ChannelFile = { url: `http://127.0.0.1:${address.port}`, secret, pid: process.pid };
  // Written aside and renamed, so a reader never sees half a file.
  await writeFile(`${file}.${process.pid}`, JSON.stringify(record), { mode: 0o600 });
  await rename(`${file}.${process.pid}`, file);
  return {
    close: async () => {
      await unlink(file).catch(() => undefined);
      await app.close();
    },
  };
}

/**
 * The admin command's side: asks the server that holds DATA_DIR to make a staff account (or, on
 * `/staff/disable`, to disable one).
 */
export async function askServerForStaff(
  dataDir: string,
  request: StaffRequest,
  route: '/staff' | '/staff/disable' = '/staff',
): Promise<StaffAnswer> {
  const file = path.join(dataDir, CHANNEL_FILE);
  let channel: ChannelFile;
  try {
    channel = JSON.parse(await readFile(file, 'utf8')) as ChannelFile;
  } catch {
    throw new Error(`its admin channel (${file}) is not open yet`);
  }
  let res: Response;
  try {
    res = await fetch(`${channel.url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error: unknown) {
    throw new Error(`its admin channel did not answer (${(error as Error).message})`);
  }
  const body = (await res.json().catch(() => ({}))) as Partial<StaffAnswer> & { message?: string };
  if (!res.ok || !body.outcome || !body.webOrigin) {
    throw new Error(`its admin channel refused: ${res.status} ${body.message ?? ''}`.trim());
  }
  return { outcome: body.outcome, webOrigin: body.webOrigin };
}
