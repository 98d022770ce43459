import { Skeleton } from '@aigc/ui';

/** The placeholder of a heading and the line under it while a page loads: a full line and a short one. */
export function TitleSkeleton() {
  return (
    <>
      <Skeleton className="cm-detail__skeleton-line" />
      <Skeleton className="cm-detail__skeleton-line cm-detail__skeleton-line--short" />
    </>
  );
}
