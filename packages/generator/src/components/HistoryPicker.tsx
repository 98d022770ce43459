import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { UIEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord, ImageAsset } from '@aigc/api-client';
import { HISTORY_LOAD_MORE_PX } from '@aigc/domain';
import { useGetGenerationHistoryPagesInfiniteQuery } from '@aigc/store';
import { Button, Dialog, EmptyState, Image, nearBottom, Spinner } from '@aigc/ui';
import { groupByDay } from '../util/groupByDay';

/** A picked history image with the record it belongs to. */
export interface PickedImage {
  image: ImageAsset;
  record: GenerationRecord;
}

export interface HistoryPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the checked images, in the order they were checked. */
  onPick: (picked: PickedImage[]) => void;
  /** How many images may be picked: 1 = choose one (a radio group), more = checkboxes. */
  max: number;
  /** Dialog title. */
  title?: string;
  /** Only records of this challenge. */
  topicId?: string;
}

/**
 * The generator history picker (docs/product.md §2 'Generator history picker', §9): a
 * dialog with the user's images as an infinite list grouped by day (in the
 * user's time zone); the next page loads when the list is scrolled within
 * {@link HISTORY_LOAD_MORE_PX} (200) px of its bottom. With `max` 1 the images
 * are one radio group and 'Use this image' hands the chosen one over; with a
 * larger `max` each image has a checkbox, at most `max` can be checked, and
 * 'Use selected (n)' hands them over in the order they were checked.
 */
export function HistoryPicker({ open, onOpenChange, onPick, max, title, topicId }: HistoryPickerProps) {
  const { t, i18n } = useLingui();
  const single = max === 1;
  const radioName = useId();
  const heading = title ?? t`Choose from your history`;
  const [checked, setChecked] = useState<PickedImage[]>([]);
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetGenerationHistoryPagesInfiniteQuery(
    topicId ? { topicId } : {},
    { skip: !open },
  );
  const listRef = useRef<HTMLDivElement>(null);
  const records = useMemo(
    () => (data?.pages ?? []).flatMap((p) => p.dataList).filter((r) => r.images.length > 0),
    [data],
  );
  const groups = useMemo(() => groupByDay(records), [records]);
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'full' }),
    [i18n.locale],
  );

  useEffect(() => {
    if (!open) setChecked([]);
  }, [open]);

  const maybeLoadMore = (el: HTMLElement) => {
    if (hasNextPage && !isFetchingNextPage && nearBottom(el, HISTORY_LOAD_MORE_PX)) void fetchNextPage();
  };

  // A short first page may not fill the list: keep loading until it scrolls or ends.
  useEffect(() => {
    if (open && listRef.current) maybeLoadMore(listRef.current);
  });

  const toggle = (pick: PickedImage) => {
    setChecked((current) => {
      const id = pick.image.uniqueImageId;
      if (current.some((p) => p.image.uniqueImageId === id)) return current.filter((p) => p.image.uniqueImageId !== id);
      return current.length >= max ? current : [...current, pick];
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={heading}
      description={single ? t`Pick one image.` : t`Pick up to ${max} images.`}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            disabled={checked.length === 0}
            onClick={() => {
              onPick(checked);
              onOpenChange(false);
            }}
          >
            {single ? (
              <Trans>Use this image</Trans>
            ) : checked.length > 0 ? (
              <Trans>Use selected ({checked.length})</Trans>
            ) : (
              <Trans>Use selected</Trans>
            )}
          </Button>
        </>
      }
    >
      <div
        ref={listRef}
        className="gen-picker"
        onScroll={(e: UIEvent<HTMLDivElement>) => maybeLoadMore(e.currentTarget)}
        data-testid="history-picker-list"
        role={single ? 'radiogroup' : undefined}
        aria-label={single ? heading : undefined}
      >
        {isLoading ? (
          <Spinner label={t`Loading your history`} />
        ) : groups.length === 0 ? (
          <EmptyState title={t`Nothing generated yet`} description={t`Your generated images appear here, newest first.`} />
        ) : (
          groups.map((group) => (
            <section key={group.day} className="gen-picker__day" aria-label={group.day}>
              <h3 className="gen-picker__date">
                {group.day === 'unknown' ? group.day : dayFormat.format(new Date(`${group.day}T12:00:00`))}
              </h3>
              <ul className="gen-picker__grid">
                {group.items.flatMap((record) =>
                  record.images.map((image, index) => {
                    const isChecked = checked.some((p) => p.image.uniqueImageId === image.uniqueImageId);
                    const label = t`Image ${index + 1} for “${record.prompt}”`;
                    return (
                      <li key={image.uniqueImageId} className="gen-picker__item" data-checked={isChecked}>
                        <label className="gen-picker__label">
                          <input
                            type={single ? 'radio' : 'checkbox'}
                            name={single ? radioName : undefined}
                            className="gen-picker__check"
                            checked={isChecked}
                            onChange={() => (single ? setChecked([{ image, record }]) : toggle({ image, record }))}
                            aria-label={label}
                          />
                          <Image
                            src={image.imageResize200Url || image.imageResize512Url || image.url}
                            alt=""
                            width={image.width}
                            height={image.height}
                            lazy
                          />
                        </label>
                      </li>
                    );
                  }),
                )}
              </ul>
            </section>
          ))
        )}
        {isFetchingNextPage ? <Spinner label={t`Loading more`} /> : null}
      </div>
    </Dialog>
  );
}
