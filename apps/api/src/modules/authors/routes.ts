import { MENTION_PAGE_SIZE } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { userDtoOf } from '../users';
import { UserSchema } from '../users';
import {
  decodeCursor,
  decodeSession,
  encodeCursor,
  encodeSession,
  searchMentionCandidates,
} from './mention';

/** OpenAPI component `MentionCandidate` (docs/product.md §3). */
export const MentionCandidateSchema = z
  .object({
    uuid: z.string().describe('The user id'),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    tags: z
      .array(z.string())
      .describe("'official' | 'author' | 'officialQualityCreator' (docs/product.md §6 badges)"),
  })
  .meta({ id: 'MentionCandidate' });

/** OpenAPI component `MentionPage`: a page of the mention search (docs/product.md §7). */
export const MentionPageSchema = z
  .object({
    dataList: z.array(MentionCandidateSchema),
    cursor: z.object({
      after: z.string().nullable().describe('Pass as `cursor` for the next page'),
    }),
    hasMore: z.boolean(),
    sessionId: z.string().describe('Pass back with the cursor; a new query starts a new session'),
  })
  .meta({ id: 'MentionPage' });

/**
 * Author routes:
 * - `GET /api/search/authors/mention` — the @-mention search (docs/product.md §4, §7):
 *   query `query` (may be empty), `limit` (default 20, ≤ 50), optional
 *   `cursor` and `sessionId` from the previous page, `page` (accepted for
 *   older clients; paging follows the cursor). A `sessionId` whose query
 *   differs from `query` (or none) starts a new session from the top. 401
 *   for visitors.
 * - `POST /api/author/onboarding` — author onboarding (docs/product.md §2 route
 *   /author/onboarding, §6 'Local upload'): the user confirms that they hold
 *   the rights to what they upload (`acceptOriginality: true`); grants
 *   `showPostLocalUpload` and clears `needOnBoarding`. Returns the User.
 *   400 when not accepted; 401 for visitors. Idempotent.
 */
export const authorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/authors/mention',
    {
      preHandler: requireUser,
      schema: {
        tags: ['community'],
        querystring: z.object({
          query: z.string().max(50).default(''),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(MENTION_PAGE_SIZE),
          cursor: z.string().max(500).optional(),
          sessionId: z.string().max(300).optional(),
        }),
        response: { 200: envelope(MentionPageSchema) },
      },
    },
    async (request) => {
      const { query, limit } = request.query;
      const previous = decodeSession(request.query.sessionId);
      const sameSession = previous !== null && previous.query === query.trim();
      const session = sameSession
        ? previous
        : { startedAt: app.clock.now().getTime(), query: query.trim() };
      const { rows, next } = await searchMentionCandidates(app.db, {
        viewerId: userOf(request).id,
        query,
        limit,
        after: sameSession ? decodeCursor(request.query.cursor) : null,
        snapshot: new Date(session.startedAt),
      });
      return ok({
        dataList: rows,
        cursor: { after: next ? encodeCursor(next) : null },
        hasMore: next !== null,
        sessionId: encodeSession(session),
      });
    },
  );

  app.post(
    '/api/author/onboarding',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        body: z.object({
          acceptOriginality: z.literal(true, {
            error: 'Please confirm that you own the rights to the images you upload',
          }),
        }),
        response: { 200: envelope(UserSchema) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(users)
        .set({ showPostLocalUpload: true, needOnboarding: false })
        .where(eq(users.id, userOf(request).id))
        .returning();
      if (!row) throw unauthorized();
      return ok(await userDtoOf(app.db, row));
    },
  );
};
