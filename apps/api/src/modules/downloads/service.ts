import { validateSelection } from '@aigc/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import yazl from 'yazl';
import type { DbOrTx } from '../../db/client';
import { contentImages, contentModels, contents, imageDownloads, images } from '../../db/schema';
import { AppError, ErrorCode, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { keyFromUrl, type Storage } from '../../storage';

/** What may be downloaded: the image, and the post it was found in (null = the caller's own image). */
export interface DownloadableImage {
  imageId: string;
  key: string;
  contentId: string | null;
  /** File name stem without extension, e.g. `Moon ring-2` (the post title and the image's place in it). */
  stem: string;
  /** The post's creator hid its prompt: the file is sent without its metadata (see {@link withoutMetadata}). */
  hiddenPrompt: boolean;
}

/**
 * Finds an image the caller may download: one shown in a non-deleted post
 * (anyone), or one the caller owns (`viewerId`). Prefers the post in
 * `topicId` when the image is in several. Null when neither holds (the
 * route answers 404 so ids of private images are not revealed).
 */
export async function findDownloadable(
  db: DbOrTx,
  imageId: string,
  viewerId: string | null,
  topicId: string | null,
): Promise<DownloadableImage | null> {
  const found = await db.select().from(images).where(eq(images.id, imageId)).limit(1);
  const img = found[0];
  if (!img) return null;
  const posts = await db
    .select({
      id: contents.id,
      title: contents.title,
      topicId: contents.topicId,
      hiddenPrompt: contents.hiddenPrompt,
      position: contentImages.position,
    })
    .from(contentImages)
    .innerJoin(contents, eq(contents.id, contentImages.contentId))
    .where(and(eq(contentImages.imageId, imageId), isNull(contents.deletedAt)))
    .orderBy(asc(contents.createdAt))
    .limit(20);
  const post = posts.find((p) => topicId !== null && p.topicId === topicId) ?? posts[0];
  if (post) {
    const title = post.title.trim() || 'aigc';
    return {
      imageId,
      key: img.key,
      contentId: post.id,
      stem: `${title}-${post.position + 1}`,
      hiddenPrompt: post.hiddenPrompt || posts.some((p) => p.hiddenPrompt),
    };
  }
  if (viewerId !== null && img.ownerId === viewerId)
    return { imageId, key: img.key, contentId: null, stem: `aigc-${imageId}`, hiddenPrompt: false };
  return null;
}

/** Formats a 3D post's model downloads in (docs/api-contract.md '3D posts'). */
export const MODEL_FORMATS = ['glb', 'stl'] as const;

/**
 * The model file (`format` GLB or STL) of the non-deleted 3D post
 * `contentId`, with the file name stem (the post title), or null when the
 * post is missing, deleted, not a 3D post or has no file of that format.
 */
export async function findDownloadableModel(
  db: DbOrTx,
  contentId: string,
  format: (typeof MODEL_FORMATS)[number],
): Promise<{ url: string; stem: string } | null> {
  const [row] = await db
    .select({ title: contents.title, glbUrl: contentModels.url, stlUrl: contentModels.stlUrl })
    .from(contentModels)
    .innerJoin(contents, eq(contents.id, contentModels.contentId))
    .where(and(eq(contentModels.contentId, contentId), isNull(contents.deletedAt)))
    .limit(1);
  const url = format === 'glb' ? row?.glbUrl : row?.stlUrl;
  return row && url ? { url, stem: row.title.trim() || 'aigc-model' } : null;
}

/** Records one download (the post's download counter); `userId` null = a visitor. */
export async function recordDownload(
  db: DbOrTx,
  d: { imageId: string; contentId: string | null; topicId: string | null; userId: string | null; now: Date },
): Promise<void> {
  await db.insert(imageDownloads).values({
    id: newId(),
    imageId: d.imageId,
    contentId: d.contentId,
    topicId: d.topicId,
    userId: d.userId,
    createdAt: d.now,
  });
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'model/gltf-binary': 'glb',
  'model/stl': 'stl',
};

/** File extension of a MIME type (`bin` when unknown). */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? 'bin';
}

/**
 * `Content-Disposition: attachment` for `name` (RFC 6266): an ASCII
 * `filename` fallback (other characters become `_`) and the full UTF-8
 * name in `filename*` (RFC 5987), so Chinese titles survive.
 */
export function attachmentDisposition(name: string): string {
  const printable = [...name].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '_').slice(0, 150);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A stored file as sent to a downloader. */
export interface FileToSend {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * `file` without its embedded metadata (PNG text chunks, EXIF, XMP), where
 * generators write the prompt: re-encoded by sharp (PNG and GIF lossless,
 * WebP lossless, JPEG quality 95, AVIF quality 80). Used for posts whose
 * creator hid the prompt (docs/api-contract.md 'Post downloads').
 * @throws 404 'This image cannot be downloaded' when the file is not a readable image
 *   (sending it unchanged could leak the prompt).
 */
export async function withoutMetadata(file: FileToSend): Promise<FileToSend> {
  try {
    const image = sharp(file.bytes, { limitInputPixels: false });
    const type = file.contentType.split(';')[0]?.trim().toLowerCase();
    const encoded =
      type === 'image/jpeg'
        ? image.jpeg({ quality: 95 })
        : type === 'image/webp'
          ? image.webp({ lossless: true })
          : type === 'image/gif'
            ? image.gif()
            : type === 'image/avif'
              ? image.avif({ quality: 80 })
              : image.png();
    const bytes = await encoded.toBuffer();
    return { bytes, contentType: type === 'image/jpeg' || type === 'image/webp' || type === 'image/gif' || type === 'image/avif' ? type : 'image/png' };
  } catch {
    throw notFound('This image cannot be downloaded');
  }
}

/**
 * One entry of `POST /api/topic/content/download` (docs/api-contract.md 'Post downloads'): the post,
 * and what of it — one image (`uniqueImageId`), its model file (`model`),
 * or, with neither, all its images and its model file when it has one.
 */
export interface PostDownloadItem {
  contentId: string;
  uniqueImageId?: string | undefined;
  model?: boolean | undefined;
}

/** A file of a post download, before its bytes are read. */
interface PlannedFile {
  key: string;
  /** File name: `<title>-<n>` for an image (its extension follows its type), `<title>.<format>` for a model. */
  name: string;
  /** The post's title (names a zip of one post). */
  title: string;
  /** null for a model file (not counted in image_downloads). */
  imageId: string | null;
  contentId: string;
  topicId: string | null;
  hiddenPrompt: boolean;
}

/** The result of {@link preparePostDownload}: one file, or a zip of several. */
export interface PreparedDownload {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  /** Number of files sent (1 = not zipped). */
  files: number;
}

const NOT_FOUND_MSG = 'This work does not exist or was deleted';

/**
 * Plans `POST /api/topic/content/download`: expands `items` to files and
 * checks docs/product.md §5's download limits on the expansion with
 * `validateSelection('download')` — at least one file ('Please select at least
 * one image'), at most 9 ('At most 9 images can be downloaded at a time'),
 * at most 1 model file ('Only 1 model file can be downloaded at a time').
 * Anyone (visitors too) may download files of non-deleted posts.
 * @throws 400 for the limits; 404 'This work does not exist or was deleted' for an
 *   unknown or deleted post or an image that is not in the post; 404 'This work has no
 *   model file' for `model` on a post without one.
 */
async function planPostDownload(db: DbOrTx, items: readonly PostDownloadItem[]): Promise<PlannedFile[]> {
  const limitIssue = (total: number, models: number) => {
    const issue = validateSelection('download', { total, models });
    if (issue) throw badRequest(issue.message);
  };
  // Every item is at least one file: too many items cannot pass the limit.
  limitIssue(items.length, 0);
  const ids = [...new Set(items.map((i) => i.contentId))];
  const posts = await db
    .select({ id: contents.id, title: contents.title, topicId: contents.topicId, hiddenPrompt: contents.hiddenPrompt })
    .from(contents)
    .where(and(inArray(contents.id, ids), isNull(contents.deletedAt)));
  const pictures = await db
    .select({ contentId: contentImages.contentId, imageId: images.id, key: images.key, position: contentImages.position })
    .from(contentImages)
    .innerJoin(images, eq(images.id, contentImages.imageId))
    .where(inArray(contentImages.contentId, ids))
    .orderBy(asc(contentImages.position));
  const models = await db.select().from(contentModels).where(inArray(contentModels.contentId, ids));
  const planned: PlannedFile[] = [];
  const seen = new Set<string>();
  const add = (file: PlannedFile) => {
    if (seen.has(file.key)) return;
    seen.add(file.key);
    planned.push(file);
  };
  for (const item of items) {
    const post = posts.find((p) => p.id === item.contentId);
    if (!post) throw notFound(NOT_FOUND_MSG);
    const title = post.title.trim() || 'aigc';
    const base = { title, contentId: post.id, topicId: post.topicId, hiddenPrompt: post.hiddenPrompt };
    const ofPost = pictures.filter((p) => p.contentId === post.id);
    const model = models.find((m) => m.contentId === post.id);
    const modelKey = model ? keyFromUrl(model.url) : null;
    const addModel = () => {
      if (!model || !modelKey) throw new AppError(ErrorCode.NotFound, 'This work has no model file');
      add({ ...base, key: modelKey, name: `${title}.${model.format}`, imageId: null });
    };
    const addImage = (p: (typeof ofPost)[number]) =>
      add({ ...base, key: p.key, name: `${title}-${p.position + 1}`, imageId: p.imageId });
    if (item.model) addModel();
    else if (item.uniqueImageId) {
      const picture = ofPost.find((p) => p.imageId === item.uniqueImageId);
      if (!picture) throw notFound(NOT_FOUND_MSG);
      addImage(picture);
    } else {
      ofPost.forEach(addImage);
      if (model) addModel();
    }
  }
  limitIssue(planned.length, planned.filter((f) => f.imageId === null).length);
  return planned;
}

/**
 * `POST /api/topic/content/download` (docs/api-contract.md 'Post downloads'): plans the files of
 * `items` (limits and errors: see planPostDownload above), reads them from
 * storage (metadata stripped for posts with a hidden prompt), records one
 * `image_downloads` row per image for `userId` (null = a visitor), and
 * returns one file as it is (`<title>-<n>.<ext>`, a model `<title>.<format>`)
 * or several as a zip (stored, not compressed: images do not shrink) named
 * after the post (`<title>.zip`) or `aigc-works.zip` for several posts.
 * @throws the planning errors; 404 'This work does not exist or was deleted' when a file is missing in storage.
 */
export async function preparePostDownload(
  db: DbOrTx,
  storage: Storage,
  items: readonly PostDownloadItem[],
  userId: string | null,
  now: Date,
): Promise<PreparedDownload> {
  const planned = await planPostDownload(db, items);
  const files: Array<FileToSend & { name: string }> = [];
  const names = new Set<string>();
  for (const f of planned) {
    const object = await storage.get(f.key);
    if (!object) throw notFound(NOT_FOUND_MSG);
    const sent = f.hiddenPrompt && f.imageId !== null ? await withoutMetadata(object) : object;
    let name = f.imageId === null ? f.name : `${f.name}.${extensionOf(sent.contentType)}`;
    for (let n = 2; names.has(name); n += 1) name = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    names.add(name);
    files.push({ ...sent, name });
  }
  for (const f of planned) {
    if (f.imageId !== null)
      await recordDownload(db, { imageId: f.imageId, contentId: f.contentId, topicId: f.topicId, userId, now });
  }
  const [only] = files;
  if (files.length === 1 && only) return { fileName: only.name, contentType: only.contentType, bytes: only.bytes, files: 1 };
  const zip = new yazl.ZipFile();
  for (const f of files) zip.addBuffer(Buffer.from(f.bytes), f.name, { compress: false, mtime: now });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const contentIds = new Set(planned.map((f) => f.contentId));
  return {
    fileName: contentIds.size === 1 ? `${planned[0]?.title ?? 'aigc'}.zip` : 'aigc-works.zip',
    contentType: 'application/zip',
    bytes: Buffer.concat(chunks),
    files: files.length,
  };
}
