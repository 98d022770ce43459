import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import type { Message } from '@aigc/api-client';
import { LoadMore, Skeleton } from '@aigc/ui';
import { MessageItem } from './MessageItem';

/** Estimated height of one row before it is measured, in px. */
const ROW_ESTIMATE_PX = 88;
/** Rows rendered beyond the visible ones, on each side. */
const OVERSCAN_ROWS = 8;
/** Skeleton rows shown while the first page loads. */
const SKELETON_ROWS = 5;

/** Props of {@link MessageList}. */
export interface MessageListProps {
  /** The list's accessible name (e.g. 'Notices'). */
  label: string;
  messages: readonly Message[];
  /** The first page is loading: skeleton rows instead of the list. */
  loading: boolean;
  /** Another page exists on the server. */
  hasMore: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown when loaded and empty. */
  empty: ReactNode;
  /** Rendered above the scrolling rows (e.g. the orders entry). */
  header?: ReactNode;
  officialSender: string;
  today: string;
  onOpen: (message: Message) => void;
}

/** Placeholder rows in the shape of a message (avatar, two lines, poster). */
export function MessageSkeleton({ rows = SKELETON_ROWS }: { rows?: number }) {
  return (
    <div className="nt-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="nt-skeleton__row">
          <Skeleton circle className="nt-skeleton__avatar" />
          <div className="nt-skeleton__lines">
            <Skeleton className="nt-skeleton__line nt-skeleton__line--short" />
            <Skeleton className="nt-skeleton__line" />
          </div>
          <Skeleton className="nt-skeleton__poster" />
        </div>
      ))}
    </div>
  );
}

/**
 * A scrolling, virtualised list of messages (@tanstack/react-virtual: only the
 * rows near the visible area are in the DOM, each measured once rendered, so
 * a 1000-message page stays smooth — docs/product.md §9 page size 1000), with
 * skeleton rows while the first page loads, the `empty` state when there is
 * nothing, and 'load more' at the end while the server has more.
 */
export function MessageList({
  label,
  messages,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
  header,
  officialSender,
  today,
  onOpen,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => messages[index]?.msgId ?? index,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <div className="nt-list-wrap">
      {header}
      <div ref={scrollRef} className="nt-list">
      {loading ? (
        <MessageSkeleton />
      ) : messages.length === 0 ? (
        empty
      ) : (
        <div role="list" aria-label={label} className="nt-list__rows" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const message = messages[row.index];
            if (!message) return null;
            return (
              <div
                key={row.key}
                role="listitem"
                aria-setsize={messages.length}
                aria-posinset={row.index + 1}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="nt-list__row"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <MessageItem message={message} officialSender={officialSender} today={today} onOpen={onOpen} />
              </div>
            );
          })}
        </div>
      )}
      {!loading && (hasMore || loadingMore) ? (
        <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
      ) : null}
      </div>
    </div>
  );
}
