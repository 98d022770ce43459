import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/** `Strict-Transport-Security` of answers served over HTTPS: a year, this host only. */
export const HSTS_HEADER = 'max-age=31536000';

/**
 * `Permissions-Policy`: powerful features no page of the product uses are
 * off for it and anything it embeds (helmet does not set this header).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The Content-Security-Policy directives (docs/security.md 'Production start,
 * cookies, headers and CSRF'): scripts from this origin only (the built
 * apps have no inline script), style attributes (the server-drawn first
 * screen carries React's, e.g. the image boxes' `aspect-ratio`), `<style>`
 * elements inline too (the dialogs' scroll lock writes one with the measured
 * scroll-bar width, so neither a hash nor a static file can stand for it),
 * `data:` and `blob:` images (the canvas editor, local previews of uploads,
 * textures of the 3D viewer), `blob:` media and workers, `data:`/`blob:`
 * fetches (the 3D viewer's embedded buffers), no plugins, no framing
 * (`frame-ancestors 'none'`), forms to this origin. `csp` adds the CSP_*
 * settings' origins (analytics, a CDN).
 */
export function cspDirectives(csp: Env['csp']): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...csp.scriptSrc],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...csp.imgSrc],
    'media-src': ["'self'", 'blob:', ...csp.imgSrc],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:', ...csp.connectSrc],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer — app pages and files, the API, errors —
 * through @fastify/helmet: the CSP of {@link cspDirectives}, `X-Frame-Options:
 * DENY`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Content-Type-Options: nosniff`, `Cross-Origin-Opener-Policy:
 * same-origin`, `Cross-Origin-Resource-Policy: same-site` (a site and its
 * shop host share files), plus {@link PERMISSIONS_POLICY}, and
 * `Strict-Transport-Security` ({@link HSTS_HEADER}) only on answers to
 * HTTPS requests (directly or through a trusted proxy, `request.protocol`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, csp: Env['csp']): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp) },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  });
}
