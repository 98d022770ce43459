import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Envelope } from '@aigc/api-client';
import {
  APP_VERSION,
  DEFAULT_LOCALE,
  isLocale,
  localeHeaderValue,
  REQUEST_TIMEOUT_MS,
} from '@aigc/domain';
import { i18n } from '@aigc/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toastShown } from './slices/ui';
import { track } from './analytics';
import { getWebId } from './webId';
import { loadServerMessages, registerServerMessagesLazily, translateServerMessage } from './serverMessages';

// Any call can be refused by the request hygiene or a limit (docs/security.md).
registerServerMessagesLazily(() => import('./refusalMessages').then((m) => m.translateRefusal));

/** Which client is calling: sent as `Entry-Type` (docs/product.md §7). */
export type EntryType = 'main' | 'edu';

/** Per-store settings, passed as the thunk extra argument (readable from every base query call). */
export interface StoreExtra {
  entryType: EntryType;
  /** Prefix of every path; '/aigc' (same origin) unless a test or a server-side caller needs another. */
  baseUrl: string;
}

/** A query parameter value; null and undefined ones are left out of the URL. */
export type ParamValue = string | number | boolean | null | undefined;

/** One call as endpoints describe it. `url` is relative to '/aigc' (e.g. '/api/user/info'). */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; null/undefined ones are left out. `timestamp` is always added. */
  params?: Record<string, ParamValue>;
  /** JSON-serialisable body, or FormData (sent as multipart). */
  body?: unknown;
  /** true = no error toast for this call (docs/product.md §8 exceptions). */
  silent?: boolean;
  /**
   * 'blob' = a file download: a successful non-JSON response resolves to a
   * {@link BlobResult} (errors still arrive as envelopes and fail as usual).
   */
  responseType?: 'json' | 'blob';
  /** Extra request headers (e.g. `Idempotency-Key`); the standard ones of docs/product.md §3 cannot be overridden. */
  headers?: Record<string, string>;
}

/** What a `responseType: 'blob'` call resolves to. */
export interface BlobResult {
  blob: Blob;
  /** The `Content-Disposition` header ('' when absent). */
  contentDisposition: string;
  contentType: string;
}

/** Options an endpoint can set for every call it makes (its `extraOptions`). */
export interface ApiExtraOptions {
  /** true = failures of this endpoint never toast (e.g. user/info on load, fetchToken). */
  silent?: boolean;
  /**
   * true = the browser's IANA time zone is also sent as the `tz` query
   * parameter, for the endpoints that group or count by local day (history,
   * user post lists, the e-mail code). The `Tz` header goes on every call.
   */
  withTimeZone?: boolean;
  /**
   * The heading of this endpoint's error toast (docs/product.md §8: 'Failed'
   * over a follow error, 'Want it failed', 'Comment failed'); the message
   * under it stays the server's msg (or the network-error text).
   */
  errorTitle?: MessageDescriptor;
}

/**
 * A failed call. `status` is the envelope code (e.g. 401, 409, 4001) or the
 * HTTP status, or a string for failures without a response; `data` is a
 * message fit for display (the server's `msg`, or a translated fallback).
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'ABORTED' | 'PARSING_ERROR';
  data: string;
}

/** What the base query knows about the exchange. */
export interface ApiMeta {
  /** The full URL requested (with the timestamp). */
  url: string;
  /** HTTP status of the response, when there was one. */
  httpStatus?: number;
}

/** The zone {@link resolvedTimeZone} read, and when (ms since the epoch). */
let zoneRead: { zone: string; at: number } | null = null;
/** How long a read time zone is reused (ms): a device that changes zone is seen within a minute. */
const ZONE_REREAD_MS = 60_000;

/**
 * The browser's resolved IANA time zone (e.g. 'Europe/Paris'; 'UTC' when the
 * runtime cannot tell): the `Tz` header, the `tz` query parameter of the
 * endpoints that set `withTimeZone`, and the live stream's `tz`. Read with
 * `Temporal.Now.timeZoneId()` where the browser has it (the first
 * `Intl.DateTimeFormat` loads date formats: milliseconds on a phone), and at
 * most once a minute (every API request asks; a clock set back reads again).
 */
export function resolvedTimeZone(): string {
  const now = Date.now();
  if (zoneRead && now >= zoneRead.at && now - zoneRead.at < ZONE_REREAD_MS) return zoneRead.zone;
  let zone = 'UTC';
  try {
    // Temporal names the zone without loading a locale's date formats (about 20 ms on a phone-class CPU
    // for the first Intl.DateTimeFormat); browsers without it build the formatter.
    const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
    zone = temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // keep UTC
  }
  zoneRead = { zone, at: now };
  return zone;
}

/** The `accept-language` value for the active locale: 'US,en' or 'CN,zh-Hans' (docs/product.md §7, §9). */
export function acceptLanguage(): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return localeHeaderValue(locale);
}

/**
 * `${baseUrl}${url}` with `params` as its query (null and undefined ones left
 * out; a later key replaces an earlier one). The one URL builder of the
 * store: the base query and the live stream use it.
 */
export function apiUrl(baseUrl: string, url: string, params: Record<string, ParamValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  if (!query) return `${baseUrl}${url}`;
  return `${baseUrl}${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function buildUrl(
  baseUrl: string,
  url: string,
  params: Record<string, ParamValue> | undefined,
  tz: string | null,
) {
  return apiUrl(baseUrl, url, { ...params, tz: tz ?? params?.tz, timestamp: Date.now() });
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

const NETWORK_ERROR = msg`Network connection error, please check your network and try again`;
const REQUEST_FAILED = msg`Request failed, please try again`;

/** The message of docs/product.md §8 for an HTTP failure text: 'Failed to fetch' / 'Internal Server Error' → network error. */
function httpFailureMessage(text: string): string {
  if (!text || text === 'Failed to fetch' || text === 'Internal Server Error')
    return i18n._(NETWORK_ERROR);
  return text;
}

/**
 * The one base query of the one RTK Query api — the only place that speaks
 * HTTP to /aigc (docs/product.md §7–§8, docs/style.md 'One RTK Query api'):
 *
 * - URL: `${baseUrl}${url}` (baseUrl '/aigc') with the query `params` and a
 *   `timestamp` (epoch ms) on every request; `credentials: 'include'`; a
 *   `tz` parameter (IANA zone) too when the endpoint sets
 *   `extraOptions: { withTimeZone: true }` — the only place `tz` is added.
 * - Headers: `Web-Id` (random, persisted in localStorage), `App-Version`
 *   (1.0.1), `Tz` (IANA zone), `accept-language` ('US,en' | 'CN,zh-Hans' from
 *   the active Lingui locale), `Entry-Type` (the store's entryType).
 * - Time-out: REQUEST_TIMEOUT_MS (100 000 ms) through an AbortSignal →
 *   `{ status: 'TIMEOUT_ERROR' }`.
 * - Envelope: code 200 → `data`; any other code → `{ status: code, data: msg }`,
 *   `msg` translated when it is a registered server message (`registerServerMessages`).
 * - Toasts (`toastShown({ kind: 'error' })` into the ui slice): envelope code ≠
 *   200 → the server's msg; HTTP non-OK → its status text, except 'Failed to
 *   fetch' / 'Internal Server Error' (and network failures, time-outs) → the
 *   network-connection message; aborted requests are silent; so is any call
 *   with `silent: true` in its args or its endpoint's `extraOptions`. An
 *   endpoint's `extraOptions.errorTitle` becomes the toast's title.
 */
export const baseQuery: BaseQueryFn<
  string | ApiRequest,
  unknown,
  ApiError,
  ApiExtraOptions,
  ApiMeta
> = async (args, api, extraOptions) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const extra = api.extra as Partial<StoreExtra> | undefined;
  const baseUrl = extra?.baseUrl ?? '/aigc';
  const silent = Boolean(request.silent ?? extraOptions?.silent);
  const zone = resolvedTimeZone();
  const url = buildUrl(baseUrl, request.url, request.params, extraOptions?.withTimeZone ? zone : null);
  const meta: ApiMeta = { url };

  const fail = (error: ApiError, toast: boolean) => {
    if (toast && !silent) {
      const title = extraOptions?.errorTitle ? i18n._(extraOptions.errorTitle) : undefined;
      api.dispatch(toastShown({ message: error.data, kind: 'error', ...(title ? { title } : {}) }));
    }
    // docs/product.md §7 'Tracking': failed requests (not aborted ones, not the collector itself).
    if (error.status !== 'ABORTED' && !request.url.startsWith('/api/track')) {
      track('request_failed', { url: request.url, status: typeof error.status === 'number' ? error.status : null, message: error.data });
    }
    return { error, meta };
  };

  const headers: Record<string, string> = {
    ...request.headers,
    'Web-Id': getWebId(),
    'App-Version': APP_VERSION,
    Tz: zone,
    'accept-language': acceptLanguage(),
    'Entry-Type': extra?.entryType ?? 'main',
  };
  let body: BodyInit | undefined;
  if (typeof FormData !== 'undefined' && request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (api.signal.aborted) controller.abort();
  else api.signal.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) return fail({ status: 'TIMEOUT_ERROR', data: i18n._(NETWORK_ERROR) }, true);
      if (controller.signal.aborted) return fail({ status: 'ABORTED', data: 'Aborted' }, false);
      return fail(
        {
          status: 'FETCH_ERROR',
          data: httpFailureMessage(String((cause as Error)?.message ?? '')),
        },
        true,
      );
    }
    meta.httpStatus = response.status;

    const contentType = response.headers.get('content-type') ?? '';
    if (request.responseType === 'blob' && response.ok && !contentType.includes('json')) {
      const result: BlobResult = {
        blob: await response.blob(),
        contentDisposition: response.headers.get('content-disposition') ?? '',
        contentType,
      };
      return { data: result, meta };
    }

    let payload: unknown = null;
    let parsed = true;
    try {
      const text = await response.text();
      payload = text ? JSON.parse(text) : null;
    } catch {
      if (timedOut) return fail({ status: 'TIMEOUT_ERROR', data: i18n._(NETWORK_ERROR) }, true);
      if (controller.signal.aborted) return fail({ status: 'ABORTED', data: 'Aborted' }, false);
      parsed = false;
    }

    // A refusal's message may need the lazily loaded translations.
    if ((payload as Envelope<unknown> | null)?.code !== 200) await loadServerMessages();
    if (!response.ok) {
      const text = response.statusText || (isEnvelope(payload) ? translateServerMessage(payload.msg) : '');
      return fail({ status: response.status, data: httpFailureMessage(text) }, true);
    }
    if (!parsed) return fail({ status: 'PARSING_ERROR', data: i18n._(REQUEST_FAILED) }, true);
    if (!isEnvelope(payload)) return { data: payload, meta };
    if (payload.code !== 200) {
      return fail({ status: payload.code, data: payload.msg ? translateServerMessage(payload.msg) : i18n._(REQUEST_FAILED) }, true);
    }
    return { data: payload.data, meta };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', forwardAbort);
  }
};
