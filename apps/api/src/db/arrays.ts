/**
 * A PostgreSQL array literal (`{"a","b"}`) of `values`, to bind as ONE query
 * parameter and cast in SQL (`${textArray(ids)}::text[]`, `…::bigint[]`): the
 * same text works on node-postgres and PGlite. Quotes and backslashes are
 * escaped, so any text is safe.
 */
export function textArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
}
