/**
 * The in-app path to go to after login, from a `redirect` value (the
 * `/login?redirect=` query or the login dialog's redirect, docs/product.md §2). Only
 * same-origin absolute paths are accepted (`/account`, `/content/1?x=y`);
 * anything else — `//evil.example`, `https://…`, `javascript:` — gives
 * `fallback`, so the login page cannot be used as an open redirect.
 */
export function safeRedirect(value: string | null | undefined, fallback: string | null = null): string | null {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
