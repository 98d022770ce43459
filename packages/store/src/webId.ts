/** localStorage key of the browser's random id sent as `Web-Id`. */
export const WEB_ID_STORAGE_KEY = 'webId';

let memoryWebId: string | null = null;

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The `Web-Id` header value (docs/product.md §7): a random id created once and kept in
 * localStorage under {@link WEB_ID_STORAGE_KEY}; when storage is unavailable
 * (privacy mode), one id kept in memory for the page's lifetime. Read by the
 * base query and by the analytics collector.
 */
export function getWebId(): string {
  try {
    const saved = localStorage.getItem(WEB_ID_STORAGE_KEY);
    if (saved) return saved;
    const id = randomId();
    localStorage.setItem(WEB_ID_STORAGE_KEY, id);
    return id;
  } catch {
    memoryWebId ??= randomId();
    return memoryWebId;
  }
}
