import { TicketIcon as Glyph } from '@aigc/ui';

/** A want-ticket glyph of `size` px (decorative: always pair it with text or an aria-label); the kit's {@link Glyph}. */
export function TicketIcon({ size = 16 }: { size?: number }) {
  return <Glyph width={size} height={size} />;
}
