/**
 * Ordered image selection for publishing (spec §2 'Publish-post dialog', §3
 * publish payload): the first selected image is the poster, the rest follow
 * in the order they were picked.
 */

/**
 * Toggles `id` in the ordered selection `selected`: removes it when present,
 * appends it when absent and fewer than `max` are selected (else unchanged).
 */
export function toggleSelection(selected: readonly string[], id: string, max: number): string[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  if (selected.length >= max) return [...selected];
  return [...selected, id];
}

/**
 * Splits an ordered selection into the publish payload's image fields:
 * `posterImage` = the first id, `contentImage` = the rest. Throws on an empty
 * selection (validate with `validatePublish` first).
 */
export function splitSelection(selected: readonly string[]): { posterImage: string; contentImage: string[] } {
  const [posterImage, ...contentImage] = selected;
  if (posterImage === undefined) throw new Error('At least one image must be selected');
  return { posterImage, contentImage };
}

/** Number of user-perceived characters (code points) in `text`, as the domain limits count them. */
export function charCount(text: string): number {
  return [...text].length;
}
