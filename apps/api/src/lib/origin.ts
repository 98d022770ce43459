import { bareHost, type Edition } from '@aigc/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The public origin (`https://makeable.app`, no trailing slash) for absolute
 * links the server hands out — share info, mails — for the request's
 * edition (docs/security.md 'Production start, cookies, headers and CSRF'):
 * 1. the edition's configured public URL (`PUBLIC_URL`, `CN_PUBLIC_URL`,
 *    `EDU_PUBLIC_URL`, `SHOP_PUBLIC_URL`, `SHOP_CN_PUBLIC_URL`);
 * 2. else the request's own origin when its host is one of `SITE_HOSTS`
 *    (`http://cn.localhost:3000` in development);
 * 3. else the edition's first `SITE_HOSTS` host with the request's scheme —
 *    an unknown `Host` header (`evil.example`) never makes a link.
 */
export function publicOriginOf(request: FastifyRequest, edition: Edition = request.edition): string {
  const { publicUrls, siteHosts } = request.server.config;
  const configured = publicUrls[edition];
  if (configured) return configured;
  if (siteHosts[bareHost(request.host)]) return `${request.protocol}://${request.host}`;
  const host = Object.keys(siteHosts).find((h) => siteHosts[h] === edition) ?? Object.keys(siteHosts)[0] ?? 'localhost';
  return `${request.protocol}://${host}`;
}
