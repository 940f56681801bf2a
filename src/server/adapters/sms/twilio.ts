import type { TwilioSettings } from '../../settings';
import type { SmsSender } from './types';

/** Indian numbers are stored as 10 digits; the provider wants E.164. */
const e164 = (phone: string) => `+91${phone}`;

const SEND_TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages API: a form-encoded POST with HTTP basic auth (account SID and auth token),
 * answered 201 with the message resource. Any other answer, or no answer in time, is a failure.
 */
export function createTwilioSender(
  settings: TwilioSettings,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  const url = `${settings.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(
    settings.accountSid,
  )}/Messages.json`;
  const authorization = `Basic ${Buffer.from(
    `${settings.accountSid}:${settings.authToken}`,
  ).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          To: e164(message.to),
          From: settings.from,
          Body: message.text,
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.status !== 201) {
        // The provider's error body names its code; the number and text stay out of the error.
        const detail = (await response.json().catch(() => null)) as { code?: number } | null;
        throw new Error(
          `SMS provider answered ${response.status} (code ${detail?.code ?? 'none'})`,
        );
      }
    },
  };
}
