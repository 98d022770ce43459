import type { GenerationRecord, ImageAsset } from '@aigc/api-client';
import { TITLE_MAX } from '@aigc/domain';

/**
 * An image chosen for a post (docs/product.md §3 'Selected image' + 'Uploading image').
 * Sizes in px. While a local upload is in flight `loading` is true and
 * `uniqueImageId` is the local key.
 */
export interface SelectedImage {
  uniqueImageId: string;
  url: string;
  imageResize512Url: string;
  imageResize200Url: string;
  width: number;
  height: number;
  /** 1 = a purchasable item (shows the purchase switch, docs/product.md §4). */
  customStatus?: number;
  /** Want It challenges this image may enter (its generation's challenge when wantable). */
  wantableTopicIds: string[];
  /** Where it comes from: history works (payload type 1) or a local upload (type 2). */
  source: 'history' | 'upload';
  /** The prompt of the generation it comes from (history works), used to pre-fill the title. */
  prompt?: string;
  /**
   * The image → 3D generation this image previews: published as the poster,
   * the post becomes a 3D post carrying that model (docs/api-contract.md '3D posts').
   */
  modelGenerateId?: string;
  /** The model of the generation it comes from (history works): posting needs it served ({@link unavailableModel}). */
  modelId?: string;
  /** Upload in flight (docs/product.md §4 'Upload item': blurred, labelled 'uploading'). */
  loading?: boolean;
  /** Object URL of the local file while uploading. */
  localUrl?: string;
}

/** The selectable images of a generation record (history works); an image → 3D record's preview carries its model. */
export function selectedFromRecord(record: GenerationRecord): SelectedImage[] {
  const wantable = record.wantableTopics.map((t) => t.uniqueTopicId);
  return record.images.map((image) => ({
    ...selectedFromAsset(image, 'history'),
    wantableTopicIds: wantable,
    prompt: record.prompt,
    modelId: record.modelId,
    ...(record.model3d ? { modelGenerateId: record.id } : {}),
  }));
}

/**
 * docs/product.md §8 'the model is temporarily unavailable for posting': true
 * when a chosen history work was made by a model that is not in `servedModelIds`
 * (`GET /api/model/selection`, the models some provider serves now). The
 * server refuses the same post with the same message. False while the list
 * is not known (`servedModelIds` undefined) and for uploads.
 */
export function unavailableModel(selected: readonly SelectedImage[], servedModelIds: readonly string[] | undefined): boolean {
  if (!servedModelIds) return false;
  return selected.some((s) => s.source === 'history' && s.modelId !== undefined && !servedModelIds.includes(s.modelId));
}

/**
 * The title the publish form starts with (docs/product.md §5: a post needs a
 * title): the prompt of the first selected image that has one, spaces
 * collapsed, cut to `TITLE_MAX` characters (code points); '' when none has.
 */
export function titleFromSelection(selected: readonly SelectedImage[]): string {
  const prompt = selected.find((s) => s.prompt?.trim())?.prompt ?? '';
  return [...prompt.replace(/\s+/g, ' ').trim()].slice(0, TITLE_MAX).join('').trimEnd();
}

/** A selected image from an ImageAsset (e.g. a post or an upload response). */
export function selectedFromAsset(image: ImageAsset & { customStatus?: number }, source: SelectedImage['source'] = 'history'): SelectedImage {
  return {
    uniqueImageId: image.uniqueImageId,
    url: image.url,
    imageResize512Url: image.imageResize512Url,
    imageResize200Url: image.imageResize200Url,
    width: image.width,
    height: image.height,
    ...(image.customStatus !== undefined ? { customStatus: image.customStatus } : {}),
    wantableTopicIds: [],
    source,
  };
}

/** Adds or removes `image` in the selection, never above `max` (docs/product.md §5). */
export function toggleImage(selected: readonly SelectedImage[], image: SelectedImage, max: number): SelectedImage[] {
  if (selected.some((s) => s.uniqueImageId === image.uniqueImageId)) {
    return selected.filter((s) => s.uniqueImageId !== image.uniqueImageId);
  }
  return selected.length >= max ? [...selected] : [...selected, image];
}

/** Groups generation records by local calendar day (the history picker, docs/product.md §2), newest first. */
export function groupByDay(records: readonly GenerationRecord[], locale?: string): { day: string; records: GenerationRecord[] }[] {
  const fmt = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const groups: { day: string; records: GenerationRecord[] }[] = [];
  for (const r of records) {
    const day = fmt.format(new Date(r.createTime));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.records.push(r);
    else groups.push({ day, records: [r] });
  }
  return groups;
}
