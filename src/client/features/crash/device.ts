import type { Static } from '@sinclair/typebox';
import type { ReportDevice } from '../../../shared/contract';

export type Device = Static<typeof ReportDevice>;

export const NO_USER_AGENT_MESSAGE = 'No valid user agent string was provided';

const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** The report's device: mobile or browser; notDefined (and a log line) without a user agent. */
export function deviceFromUserAgent(
  userAgent: string | null | undefined,
  log: (message: string) => void,
): Device {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') {
    log(NO_USER_AGENT_MESSAGE);
    return 'notDefined';
  }
  return MOBILE.test(userAgent) ? 'mobile' : 'browser';
}
