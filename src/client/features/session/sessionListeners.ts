import { isAnyOf } from '@reduxjs/toolkit';
import { appConfig } from '../../../../config/app.config';
import type { SessionData } from '../../../shared/contract';
import { normaliseEParam, safeRedirect } from '../../../shared/domain';
import { ADDRESS_LIST_ARG, addressApi } from '../../api/addressApi';
import { sessionApi } from '../../api/sessionApi';
import { usersApi } from '../../api/usersApi';
import type { AppStartListening, Effects } from '../../app/appTypes';
import type { AppServices } from '../../app/services';
import { userSignedIn } from '../auth/authEvents';
import { selectToken } from '../auth/authSlice';
import { selectSelectedLocation } from '../location/locationSlice';
import { toSelectedLocationInput } from '../location/selectedLocationInput';
import { appStarted, sessionStarted } from './sessionEvents';
import { ipLookedUp, selectUserIP } from './sessionSlice';

/** The start-up query parameters of SPEC 2. */
export const START_PARAMS = { accessToken: 'accessToken', orderCode: 'e', redirect: 'redirect' };

async function signInWithAccessToken(accessToken: string, { dispatch, extra }: Effects) {
  try {
    const answer = await dispatch(
      usersApi.endpoints.usersGrantAccessForAdmin.initiate({ params: { accessToken } }),
    ).unwrap();
    dispatch(userSignedIn({ data: answer.data, via: 'accessToken' }));
  } catch (error) {
    extra.logError('Access-token login failed', error);
  }
}

/** Followed only to this site or the configured allowlist (SECURITY.md); own-site targets stay in the SPA. */
function followRedirect(target: string | null, services: AppServices) {
  const origin = services.origin();
  const safe = safeRedirect(target, {
    ownOrigins: [origin],
    allowlist: appConfig.redirectAllowlist,
  });
  if (safe === null) return;
  if (safe.startsWith('/')) {
    services.navigate(safe, { replace: true });
    return;
  }
  const url = new URL(safe);
  if (url.origin === origin) services.navigate(`${url.pathname}${url.search}${url.hash}`);
  else services.leaveTo(safe);
}

/** A visitor with neither a stored IP nor a token is identified by an IP lookup (SPEC 4 Boot). */
async function lookUpIp({ dispatch, getState, extra }: Effects) {
  const state = getState();
  if (selectUserIP(state) !== null || selectToken(state) !== null) return;
  try {
    const answer = await dispatch(
      sessionApi.endpoints.sessionIpInfo.initiate(undefined, { subscribe: false }),
    ).unwrap();
    dispatch(ipLookedUp(answer.ip, answer.location));
  } catch (error) {
    extra.logError('IP lookup failed', error);
  }
}

async function startSession({ dispatch, getState, extra }: Effects) {
  const state = getState();
  const selected = selectSelectedLocation(state);
  try {
    const answer = await dispatch(
      sessionApi.endpoints.sessionStart.initiate({
        body: {
          token: selectToken(state) ?? undefined,
          userIP: selectUserIP(state)?.ip,
          lastSelectedLocation: selected ? toSelectedLocationInput(selected) : undefined,
        },
      }),
    ).unwrap();
    dispatch(sessionStarted(answer.data));
  } catch (error) {
    // SPEC 4: a start-up failure is only logged, so the boot spinner may remain.
    extra.logError('Start-up failed', error);
  }
}

export function addSessionListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: appStarted,
    effect: async (action, api) => {
      const { path, search } = action.payload;
      const params = new URLSearchParams(search);
      const accessToken = params.get(START_PARAMS.accessToken);
      if (accessToken !== null) {
        params.delete(START_PARAMS.accessToken);
        await signInWithAccessToken(accessToken, api);
        const rest = params.toString();
        api.extra.navigate(`${path}${rest === '' ? '' : `?${rest}`}`, { replace: true });
      }
      const orderCode = normaliseEParam(params.get(START_PARAMS.orderCode));
      if (orderCode !== null) api.extra.navigate(`/e/${orderCode}`, { replace: true });
      followRedirect(params.get(START_PARAMS.redirect), api.extra);
      await lookUpIp(api);
      await startSession(api);
    },
  });

  // The addresses a session or login hands over seed the saved-address list's cache.
  startAppListening({
    matcher: isAnyOf(sessionStarted, userSignedIn),
    effect: (action, api) => {
      const data: SessionData | null = userSignedIn.match(action)
        ? action.payload.data
        : sessionStarted.match(action)
          ? action.payload
          : null;
      if (data === null || data.user === null) return;
      api.dispatch(
        addressApi.util.upsertQueryData('addressGetAddressBq', ADDRESS_LIST_ARG, {
          isSuccess: true,
          addresses: data.addresses,
        }),
      );
    },
  });
}
