/** Small HTTP helpers shared by the provider adapters (Node's fetch). */

/** Time-out of one provider call, in ms (image models can take a minute). */
export const PROVIDER_TIMEOUT_MS = 120_000;

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * POSTs and parses a JSON answer. A non-2xx status becomes an Error whose
 * message names the provider and carries its `error.message` (OpenAI shape)
 * or `detail`/`error` (AUTOMATIC1111) when present, so the failed job shows
 * something useful.
 */
export async function postJson<T>(
  provider: string,
  url: string,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal | undefined; form?: boolean } = {},
): Promise<T> {
  const signal = init.signal
    ? AbortSignal.any([init.signal, AbortSignal.timeout(PROVIDER_TIMEOUT_MS)])
    : AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: init.form
        ? { ...init.headers }
        : { 'content-type': 'application/json', ...init.headers },
      body: init.form ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new Error(
      `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const j = json as { error?: { message?: string } | string; detail?: unknown } | null;
    const detail =
      (typeof j?.error === 'object'
        ? j.error.message
        : typeof j?.error === 'string'
          ? j.error
          : undefined) ??
      (typeof j?.detail === 'string' ? j.detail : undefined) ??
      res.statusText;
    throw new Error(`${provider} error ${res.status}: ${detail}`);
  }
  if (json === null) throw new Error(`${provider} sent an answer that is not JSON`);
  return json as T;
}
