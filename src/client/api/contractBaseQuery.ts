import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { fillPath, type CallDef } from '../../shared/contract/core';
import { resolveApiBaseUrl } from '../app/environment';
import type { AppServices } from '../app/services';
import { sessionExpired } from '../features/auth/authEvents';
import { selectToken, type AuthRoot } from '../features/auth/authSlice';

/** What an endpoint hands the base query: its call's route plus the parts the call has. */
export interface ContractRequest {
  call: Pick<CallDef, 'method' | 'path' | 'auth'>;
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  keepalive?: boolean;
}

/** A failed call: the HTTP status (or a transport failure) and the server's message. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  message: string;
}

/** Only the status travels in actions: no Request object, so no Authorization header in a trace. */
export interface ApiMeta {
  status: number;
}

export type ContractBaseQuery = BaseQueryFn<ContractRequest, unknown, ApiError, object, ApiMeta>;

function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function messageOf(value: unknown, fallback: string): string {
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}

/** The API as a browser page reaches it: the origin the hostname rule gives. */
const fetchFromPage = (path: string, init: RequestInit) =>
  fetch(`${typeof document === 'undefined' ? '' : resolveApiBaseUrl(document)}${path}`, init);

/**
 * Sends one contract call to the API chosen by the hostname rule. The bearer token comes from
 * the auth state; a 401 on a call that carried it means the session is gone, so it logs out.
 */
export const contractBaseQuery: ContractBaseQuery = async (request, api) => {
  const { call } = request;
  const token = call.auth === 'none' ? null : selectToken(api.getState() as AuthRoot);
  const headers = new Headers(request.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const hasBody = request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  const path = `${fillPath(call, request.params)}${queryString(request.query)}`;
  const { fetchApi = fetchFromPage } = api.extra as Partial<Pick<AppServices, 'fetchApi'>>;

  let response: Response;
  try {
    response = await fetchApi(path, {
      method: call.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: api.signal,
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: String(error) } };
  }
  const meta = { status: response.status };
  const parsed = parseJson(await response.text());
  if (!response.ok) {
    if (response.status === 401 && token) api.dispatch(sessionExpired());
    const fallback = response.statusText || `HTTP ${response.status}`;
    return {
      error: {
        status: response.status,
        message: parsed.ok ? messageOf(parsed.value, fallback) : fallback,
      },
      meta,
    };
  }
  if (!parsed.ok)
    return { error: { status: 'PARSE_ERROR', message: 'The answer was not JSON' }, meta };
  return { data: parsed.value, meta };
};

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'message' in error;

/** The server's message for a failed call, or the fallback for anything else. */
export const errorMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && typeof error.status === 'number' ? error.message : fallback;

/**
 * The API has nothing at the address a page names: an unknown id (404), or one that cannot
 * exist (400), so the page is not found rather than failed.
 */
export const isNotFoundError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);
