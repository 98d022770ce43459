/**
 * The page-size cap of a list route from its OpenAPI query parameters: the
 * `maximum` of `pageSize` (offset paging, `pageQuery()`) or of `limit`
 * (cursor paging), or `null` when the route takes neither or leaves it
 * unbounded. Used by the pagination audit test.
 */
export function pageSizeCap(params: readonly { name: string; in: string; schema?: Record<string, unknown> }[]): number | null {
  for (const p of params) {
    if (p.in !== 'query' || (p.name !== 'pageSize' && p.name !== 'limit')) continue;
    const max = p.schema?.maximum;
    if (typeof max === 'number' && Number.isFinite(max)) return max;
  }
  return null;
}
