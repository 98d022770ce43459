import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import { EmptyState, Image, Skeleton } from '@aigc/ui';

/** One work of a {@link WorkGrid}: a generation record and an optional caption (e.g. its author). */
export interface WorkItem {
  record: GenerationRecord;
  caption?: ReactNode;
}

/** Props of {@link WorkGrid}. */
export interface WorkGridProps {
  items: readonly WorkItem[];
  /** Shows placeholders instead of the items. */
  loading?: boolean;
  /** What an empty grid says. */
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
}

/**
 * The works of the education edition as large, uncropped tiles
 * (docs/style.md 'Look and feel'): each record's first image (its 512 px
 * derivative, aspect ratio reserved) with the prompt as its text
 * alternative and caption. Records without an image (a 3D model's source
 * is its image) are skipped.
 */
export function WorkGrid({ items, loading = false, empty, label }: WorkGridProps) {
  const { t } = useLingui();
  if (loading)
    return (
      <ul className="cr-works" aria-label={label} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="cr-work">
            <Skeleton style={{ aspectRatio: '1', width: '100%' }} />
          </li>
        ))}
      </ul>
    );
  const shown = items.filter((item) => item.record.images.length > 0);
  if (shown.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="cr-works" aria-label={label}>
      {shown.map(({ record, caption }) => {
        const image = record.images[0]!;
        return (
          <li key={record.id} className="cr-work">
            <Image
              src={image.imageResize512Url}
              alt={record.prompt || t`A work`}
              width={image.width}
              height={image.height}
              lazy
            />
            <p className="cr-work__prompt">{record.prompt}</p>
            {caption ? <p className="cr-work__caption">{caption}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
