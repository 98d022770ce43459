import { editionRules, requestLocale, type Locale } from '@aigc/domain';
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
