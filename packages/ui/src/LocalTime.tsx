import type { ReactNode } from 'react';
import { useHydrated } from './serverRender';

/** Props of {@link LocalTime}. */
export interface LocalTimeProps {
  /** The moment, ISO-8601 (the element's `dateTime`). */
  dateTime: string;
  /** The text, as this browser formats it: a date in its time zone, '3 hours ago', '3 days left'. */
  children: ReactNode;
  /** Hover title (e.g. the full date and time), formatted as the text is. */
  title?: string;
  className?: string;
}

/**
 * A `<time>` whose text or title depends on the reader's clock or time zone.
 * In a page the server drew (docs/architecture.md "Server rendering") the
 * server's text, of its own clock and time zone, is kept through the
 * browser's hydration (a difference there is expected, not a mismatch that
 * would make React draw the page again), and once the page is live a new
 * `<time>` shows the browser's. Elsewhere it is a plain `<time>`.
 */
export function LocalTime({ dateTime, children, title, className }: LocalTimeProps) {
  const live = useHydrated();
  return (
    <time key={live ? 'live' : 'drawn'} className={className} dateTime={dateTime} title={title} suppressHydrationWarning={!live}>
      {children}
    </time>
  );
}
