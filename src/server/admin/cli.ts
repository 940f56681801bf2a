import { loadSettings, type Settings } from '../settings';
import { resolveAuthSecret } from '../secrets';
import { deriveKeys } from '../services/auth/keys';
import { GRANT_LIFETIME_MS, signGrant } from '../services/auth/grants';

const USAGE = 'usage: npm run admin -- grant-access <10-digit phone number>';

/**
 * The one-time support link for a customer: the web app turns `accessToken` into a support
 * session through the admin grant call, which records the use and refuses a second one.
 */
export async function grantAccessLink(
  settings: Pick<Settings, 'authSecret' | 'dataDir' | 'webOrigin'>,
  phone: string,
): Promise<string> {
  if (!/^[0-9]{10}$/.test(phone)) throw new Error(USAGE);
  const token = signGrant(deriveKeys(await resolveAuthSecret(settings)), phone);
  return `${settings.webOrigin}/?accessToken=${token}`;
}

async function main(args: readonly string[]) {
  const [command, phone] = args;
  if (command !== 'grant-access' || phone === undefined) {
    console.error(USAGE);
    process.exit(2);
  }
  const link = await grantAccessLink(loadSettings(), phone);
  console.log(link);
  console.error(
    `Valid for ${GRANT_LIFETIME_MS / 60_000} minutes, once. It opens a support session as this customer.`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
