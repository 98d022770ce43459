import multipart from '@fastify/multipart';
import { POST_IMAGES_MAX, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_STATUS } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { ImageAssetSchema, logClassroomRefusal, moderationLevelOf } from '../../shared';
import type { Moderator } from './moderation';
import { assertLocalUpload, storeUploads, type ReceivedFile, type UploadItem } from './service';

/** The multipart field of an image (docs/product.md §7 'POST multipart /aigc/api/generate/generate-image'). */
export const UPLOAD_FIELD = 'imageFile';

/** OpenAPI component `UploadItem` (docs/product.md §3 'Upload response item'). */
export const UploadItemSchema = z
  .object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0 OK, 1 format or size, 2 violating content'),
    msg: z.string().describe("English reason; '' when OK"),
    fileName: z.string(),
    generateItemDetail: ImageAssetSchema.extend({ customStatus: z.number().int().describe('0: not a purchasable item') })
      .nullable()
      .describe('The stored image (status 0)'),
  })
  .meta({ id: 'UploadItem' });

/** Options of {@link makeUploadsRoutes}. */
export interface UploadsRoutesOptions {
  /** The moderation classifier (default: `app.moderator`, see moderationPlugin). */
  moderator?: Moderator;
}

/**
 * The upload module (docs/product.md §5 'Publishing'): `POST /api/generate/generate-image`
 * takes multipart `imageFile` parts (1–9; an optional text field `topicId` names
 * the challenge of the challenge scene; `fileAbsolutePath` and other text
 * fields are ignored) from a signed-in user and answers `UploadItem[]` in the
 * order sent. Local upload needs the account's `showPostLocalUpload` or an
 * existing challenge `topicId` (docs/product.md §6 'Local upload', assertLocalUpload). Each file is checked by its bytes, re-encoded without metadata,
 * moderated (at the classroom level for education accounts, whose refusals
 * are logged for the teacher: docs/edu.md rule 6) and stored (see storeUploads). Files beyond 9 get status 1 with
 * 'At most 9 images can be published, excess not uploaded'.
 *
 * Files past the account's storage cap (`limits.uploadStorageBytesPerUser`)
 * get status 1 with 'Your storage is full…'.
 *
 * Errors: 401 not signed in; 400 not multipart / no `imageFile`; 403
 * LOCAL_UPLOAD_LOCKED without the permission outside a challenge; 429 past the
 * `uploadPerUser` route limit (Retry-After); 503 'Image upload failed,
 * please retry' when moderation or storage fails.
 */
export function makeUploadsRoutes(options: UploadsRoutesOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const moderator = options.moderator ?? app.moderator;
    await app.register(multipart, {
      // One byte over the limit is enough to know a file is too large; the rest is discarded.
      limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: POST_IMAGES_MAX * 2, fields: 20, parts: POST_IMAGES_MAX * 2 + 20 },
      throwFileSizeLimit: false,
    });

    app.post(
      '/api/generate/generate-image',
      {
        preHandler: [requireUser, app.routeLimit('uploadPerUser', 'user')],
        schema: {
          tags: ['uploads'],
          consumes: ['multipart/form-data'],
          description:
            "multipart/form-data with 1–9 `imageFile` parts and an optional `topicId` (the challenge scene). Needs the account's local-upload permission (`showPostLocalUpload`) unless `topicId` names a challenge, else 403 'Local upload is locked: unlock it by accepting the author terms first'. Parts (JPEG, PNG or WebP by content, ≤ 20 MB, ratio 0.5–2, ≤ 40 MP). Every accepted image is re-encoded without metadata, with 512/200 px WebP derivatives. A file past the account's storage cap gets status 1 'Your storage is full, please delete some works before uploading more'; 429 'Too many requests, please try again in N s' past the account's upload limit (docs/security.md 'Limits and lockouts').",
          response: { 200: envelope(z.array(UploadItemSchema)) },
        },
      },
      async (request) => {
        const user = userOf(request);
        if (!request.isMultipart()) throw badRequest('Please choose an image to upload');
        const files: ReceivedFile[] = [];
        const excess: UploadItem[] = [];
        let topicId: string | null = null;
        for await (const part of request.parts()) {
          if (part.type !== 'file') {
            if (part.fieldname === 'topicId' && typeof part.value === 'string') topicId = part.value;
            continue;
          }
          if (part.fieldname !== UPLOAD_FIELD) {
            part.file.resume();
            continue;
          }
          if (files.length >= POST_IMAGES_MAX) {
            part.file.resume();
            excess.push({ status: UPLOAD_STATUS.rejected, msg: UPLOAD_MESSAGES.tooMany, fileName: part.filename, generateItemDetail: null });
            continue;
          }
          const bytes = await part.toBuffer();
          files.push({ fileName: part.filename, bytes, truncated: part.file.truncated });
        }
        if (files.length === 0) throw badRequest('Please choose an image to upload');
        await assertLocalUpload(app.db, user.id, topicId);
        const level = moderationLevelOf(user);
        const items = await storeUploads(user.id, files, {
          db: app.db,
          storage: app.storage,
          moderator,
          now: app.clock.now(),
          level,
          storageCapBytes: app.config.limits.uploadStorageBytesPerUser,
        });
        if (level === 'classroom') {
          const refused = items.filter((i) => i.status === UPLOAD_STATUS.violating).length;
          for (let i = 0; i < refused; i += 1)
            await logClassroomRefusal(app.db, user.id, { kind: 'image', source: 'upload', reason: 'image' }, app.clock.now());
        }
        return ok([...items, ...excess]);
      },
    );
  };
}

/** The upload module with the configured moderator (registered in modules/index.ts). */
export const uploadsRoutes: FastifyPluginAsyncZod = makeUploadsRoutes();
