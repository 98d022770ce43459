import { useEffect, useRef, useState } from 'react';
import type { MentionCandidate } from '@aigc/api-client';
import { DEBOUNCE_MS } from '@aigc/domain';
import { useLazySearchMentionQuery } from '@aigc/store/publish';

interface Paging {
  cursor: string | null;
  sessionId: string | null;
  hasMore: boolean;
}

const NO_PAGING: Paging = { cursor: null, sessionId: null, hasMore: false };

/** What {@link useMentionSearch} returns. */
export interface MentionSearch {
  /** Candidates of the current query, pages appended without repeats. */
  items: MentionCandidate[];
  /** Index of the highlighted candidate (0 after each new query). */
  highlight: number;
  setHighlight: (update: number | ((current: number) => number)) => void;
  /** The last page-1 request failed (the list is then empty). */
  failed: boolean;
  /** A request is in flight. */
  isFetching: boolean;
  /** Loads the next page (cursor + sessionId) unless one is loading or none is left. */
  loadMore: () => void;
}

/**
 * The creator search behind the mention dropdown (docs/product.md §4 'Mention
 * dropdown', §7 `GET /search/authors/mention`). `query` is the text after
 * '@' (null = no dropdown: nothing is fetched). A new query waits
 * DEBOUNCE_MS (300 ms; 0 ms for an empty query), restarts paging and
 * fetches page 1; answers of an older query are dropped. A failed page 1
 * empties the list and sets `failed`; a failed next page only stops paging.
 */
export function useMentionSearch(query: string | null): MentionSearch {
  const [items, setItems] = useState<MentionCandidate[]>([]);
  const [paging, setPaging] = useState<Paging>(NO_PAGING);
  const [highlight, setHighlight] = useState(0);
  const [failed, setFailed] = useState(false);
  const [search, { isFetching }] = useLazySearchMentionQuery();
  const requestSeq = useRef(0);

  useEffect(() => {
    if (query === null) return;
    const seq = ++requestSeq.current;
    const timer = setTimeout(
      () => {
        search({ query, page: 1 })
          .unwrap()
          .then((page) => {
            if (seq !== requestSeq.current) return;
            setFailed(false);
            setItems(page.dataList);
            setHighlight(0);
            setPaging({ cursor: page.cursor.after, sessionId: page.sessionId, hasMore: page.hasMore });
          })
          .catch(() => {
            if (seq !== requestSeq.current) return;
            setFailed(true);
            setItems([]);
            setPaging(NO_PAGING);
          });
      },
      query === '' ? 0 : DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [query, search]);

  const loadMore = () => {
    if (!paging.hasMore || isFetching || query === null || !paging.cursor) return;
    const seq = requestSeq.current;
    search({ query, cursor: paging.cursor, sessionId: paging.sessionId ?? undefined })
      .unwrap()
      .then((page) => {
        if (seq !== requestSeq.current) return;
        setItems((current) => [...current, ...page.dataList.filter((c) => !current.some((x) => x.uuid === c.uuid))]);
        setPaging({ cursor: page.cursor.after, sessionId: page.sessionId, hasMore: page.hasMore });
      })
      .catch(() => setPaging((p) => ({ ...p, hasMore: false })));
  };

  return { items, highlight, setHighlight, failed, isFetching, loadMore };
}
