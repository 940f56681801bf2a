import { createAction } from '@reduxjs/toolkit';
import type { SessionData } from '../../../shared/contract';
import { defaultCelebrationDate, formatDate } from '../../../shared/domain';

export interface AppStart {
  /** The path the app was opened on, e.g. /checkout. */
  path: string;
  /** The query string it was opened with, e.g. ?e=abc1234. */
  search: string;
}

/** The page loaded; the dates are taken here so every reducer that reads them stays pure. */
export const appStarted = createAction(
  'session/appStarted',
  (start: AppStart, now = new Date()) => ({
    payload: { ...start, today: formatDate(now), tomorrow: defaultCelebrationDate(now) },
  }),
);

/** The start-up call answered. */
export const sessionStarted = createAction<SessionData>('session/sessionStarted');

/** The page is being hidden or left (pagehide, or visibility hidden): a last chance to save. */
export const pageHidden = createAction('session/pageHidden');
