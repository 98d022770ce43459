/**
 * The request hygiene of docs/security.md 'Input hygiene, deletion and
 * rewards', applied once to every route before its schema validates the
 * request: NUL characters are refused and invisible / bidi-control
 * characters removed from every string (keys and values) of the JSON body,
 * the query string and the path parameters. Text that is empty afterwards
 * then fails the field's own rule with its empty-field message
 * (docs/product.md §5). Multipart forms are read by their routes; their
 * parser errors are mapped by {@link isMultipartParseError}.
 */
import { cleanText, hasNul, TEXT_MESSAGES } from '@aigc/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Deepest nesting of objects and arrays walked; deeper input is refused (400). */
export const INPUT_MAX_DEPTH = 32;

class NulFound extends Error {}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    if (hasNul(value)) throw new NulFound();
    return cleanText(value);
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > INPUT_MAX_DEPTH) throw badRequest(TEXT_MESSAGES.tooDeep);
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  if (Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (hasNul(key)) throw new NulFound();
    out[cleanText(key)] = clean(item, depth + 1);
  }
  return out;
}

/**
 * `value` with every string cleaned ({@link cleanText}), keys included.
 * @throws AppError 400 {@link TEXT_MESSAGES}.nul when a string or key holds
 *   a NUL; 400 when nested deeper than {@link INPUT_MAX_DEPTH}.
 */
export function cleanInput<T>(value: T): T {
  try {
    return clean(value, 0) as T;
  } catch (err) {
    if (err instanceof NulFound) throw badRequest(TEXT_MESSAGES.nul);
    throw err;
  }
}

/**
 * The `preValidation` hook (registered on the root app, so it runs for
 * every route): replaces `request.body` (when it is parsed JSON, not a
 * stream or buffer), `request.query` and `request.params` by their cleaned
 * copies. Throws the errors of {@link cleanInput}.
 */
export async function cleanRequestInput(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined && !request.isMultipart?.()) request.body = cleanInput(request.body);
  request.query = cleanInput(request.query);
  request.params = cleanInput(request.params);
}
