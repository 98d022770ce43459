/**
 * Puts `text` on the clipboard (docs/product.md §8 'Copy failure falls back
 * to a prompt dialog'). Resolves true when it is there; false when the
 * Clipboard API is missing or the browser refused it — the caller then
 * shows the text to copy by hand.
 */
export async function writeClipboardText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
