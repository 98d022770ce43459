import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGetTopicShortcutQuery } from '@aigc/store';

/** Host labels that name an edition or a service, never a challenge shortcut (docs/architecture.md 'Editions and hosts'). */
export const RESERVED_HOST_LABELS: readonly string[] = ['www', 'cn', 'edu', 'shop', 'm', 'api', 'admin', 'static', 'cdn'];

/**
 * The sub-domain label of `hostname` that may name a challenge shortcut
 * (docs/product.md §2), lower-cased, or null: `moon.localhost` → 'moon',
 * `moon.makeable.app` → 'moon'; a bare host (`localhost`, `makeable.app`),
 * an IP address, or a reserved label ({@link RESERVED_HOST_LABELS}) → null.
 */
export function shortcutLabel(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  const isLocal = labels[labels.length - 1] === 'localhost';
  const needed = isLocal ? 2 : 3;
  if (labels.length < needed) return null;
  const label = labels[0] ?? '';
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) || RESERVED_HOST_LABELS.includes(label)) return null;
  return label;
}

/**
 * The sub-domain shortcut (docs/product.md §2): on the home path of `<label>.<host>`,
 * asks `GET /api/topic/shortcut?label` and replaces the location with
 * `/challenge/<id>` when a challenge is configured for the label; any other
 * path, an unknown label or a failed call leaves the visitor where they are.
 * Renders nothing; mount it once in the app layout. `hostname` defaults to
 * `window.location.hostname`.
 */
export function ChallengeShortcutRedirect({ hostname }: { hostname?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const label = shortcutLabel(hostname ?? (typeof window === 'undefined' ? '' : window.location.hostname));
  const atHome = location.pathname === '/' || location.pathname === '/feeds';
  const { data } = useGetTopicShortcutQuery(label ?? '', { skip: !label || !atHome });
  const target = data?.uniqueTopicId;
  useEffect(() => {
    if (target && atHome) void navigate(`/challenge/${encodeURIComponent(target)}`, { replace: true });
  }, [target, atHome, navigate]);
  return null;
}
