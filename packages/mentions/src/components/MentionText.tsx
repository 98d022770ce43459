import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A mention of a stored text (`Mention` of @aigc/api-client: PostDetail.mentions, Comment.mentions). */
export interface TextMention {
  userId: string;
  nickName: string;
  /** UTF-16 offsets, end exclusive. */
  startIndex: number;
  endIndex: number;
}

/**
 * A stored text — a post's description, a comment — with its @-mentions as
 * links to the people's pages (docs/product.md §3 mentionUser). A mention
 * whose text no longer reads '@nickName' (the user was renamed) is shown as
 * plain text.
 */
export function MentionText({ text, mentions }: { text: string; mentions: readonly TextMention[] }) {
  const parts: { key: string; node: ReactNode }[] = [];
  let at = 0;
  for (const m of [...mentions].sort((a, b) => a.startIndex - b.startIndex)) {
    if (m.startIndex < at || text.slice(m.startIndex, m.endIndex) !== `@${m.nickName}`) continue;
    if (m.startIndex > at) parts.push({ key: `t${at}`, node: text.slice(at, m.startIndex) });
    parts.push({
      key: `m${m.startIndex}`,
      node: (
        <Link to={`/account/${encodeURIComponent(m.userId)}`} className="mn-link">
          {text.slice(m.startIndex, m.endIndex)}
        </Link>
      ),
    });
    at = m.endIndex;
  }
  if (at < text.length) parts.push({ key: `t${at}`, node: text.slice(at) });
  return (
    <>
      {parts.map((p) => (
        <Fragment key={p.key}>{p.node}</Fragment>
      ))}
    </>
  );
}
