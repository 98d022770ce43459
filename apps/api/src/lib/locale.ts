import { editionRules, LOCALE_COOKIE, pageLocale, requestLocale, type Locale } from '@aigc/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language official text is answered in for this request (`requestLocale`
 * of @aigc/domain: a China host forces zh-Hans, else `accept-language`, else
 * the request edition's default; docs/api-contract.md 'Language of official
 * text'). User content is never translated.
 */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return requestLocale({
    acceptLanguage: Array.isArray(header) ? header[0] : header,
    hostname: (request.headers.host ?? '').replace(/:\d+$/, ''),
    defaultLocale: editionRules(request.edition).defaultLocale,
  });
}

/**
 * The language a page of this request's edition is drawn in on the server
 * (`pageLocale` of @aigc/domain: the one the browser will choose — a China
 * host, then the `locale` cookie the browser writes with the reader's
 * choice, then any Chinese language of `accept-language`, then the
 * edition's default; docs/architecture.md "Server rendering").
 */
export function pageLocaleOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return pageLocale({
    hostname: (request.headers.host ?? '').replace(/:\d+$/, ''),
    saved: request.cookies[LOCALE_COOKIE],
    acceptLanguage: Array.isArray(header) ? header[0] : header,
    defaultLocale: editionRules(request.edition).defaultLocale,
  });
}
