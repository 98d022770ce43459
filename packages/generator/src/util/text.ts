/** Number of user-perceived characters (code points) in `text`, as the domain limits count them. */
export function charCount(text: string): number {
  return [...text].length;
}
