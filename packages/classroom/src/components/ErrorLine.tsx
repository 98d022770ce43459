/**
 * A failed classroom call's message as an alert: the server's words
 * (docs/edu.md: the `EDU_MESSAGES` constants, e.g. 'Line 2: …' for a pasted
 * roster), already in the active language (the base query translates them
 * with `EDU_MESSAGE_TEXTS` of `@aigc/store/edu`); nothing for no error or an
 * aborted call.
 */
export function ErrorLine({ error }: { error: unknown }) {
  if (!error || typeof error !== 'object') return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status === 'ABORTED') return null;
  const text = typeof data === 'string' && data.trim() ? data : null;
  if (!text) return null;
  return (
    <p className="cr-error" role="alert">
      {text}
    </p>
  );
}
