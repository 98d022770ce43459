import { editionRules } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, makePage, ok, pageOf } from '../../lib/envelope';
import { requireAdmin } from '../admin';
import {
  AdminProductReleaseSchema,
  AdminReleasesQuerySchema,
  MyReleasesQuerySchema,
  ProductReleaseSchema,
  RejectReleaseBodySchema,
  SubmitReleaseBodySchema,
} from './schemas';
import { approveRelease, listReleases, myReleases, rejectRelease, submitRelease, withdrawRelease } from './service';

const ReleaseIdBody = z.object({ releaseId: z.string().min(1).max(64) });

/**
 * Direct product launch by verified creators (docs/shop.md 'Direct launch',
 * docs/product.md §2 `/designer/product/release`):
 * - `GET /api/designer/releases` (login) → Page<ProductRelease>: the caller's
 *   releases, newest first, every status;
 * - `POST /api/designer/releases` (login) `{ contentId, kind, sizes, priceMinor,
 *   description }` → ProductRelease (`pending`): 403 not a verified creator or
 *   not your design, 400 the product choices (with the type's price range in the
 *   request's currency), 404 no design, 409 already a product / under review /
 *   too many under review;
 * - `POST /api/designer/releases/:releaseId/withdraw` (login) → ProductRelease
 *   (`withdrawn`): 404 not yours, 409 not under review;
 * and the operators' review (admin token or an admin's session; 401 / 403
 * otherwise):
 * - `GET /admin/releases` status?, page → Page<AdminProductRelease> (pending: oldest first);
 * - `POST /admin/release/approve` `{ releaseId }` → AdminProductRelease: on sale
 *   in the shop; 409 reviewed before, withdrawn, design deleted, creator no
 *   longer verified, already a product;
 * - `POST /admin/release/reject` `{ releaseId, reason }` → AdminProductRelease:
 *   400 no reason; 409 reviewed before or withdrawn.
 * Messages: `RELEASE_MESSAGES` of @aigc/domain.
 */
export const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/designer/releases',
    {
      preHandler: requireUser,
      schema: {
        tags: ['designer'],
        description: "The caller's product releases, newest first, with their status, the operator's reason and the shop product once approved.",
        querystring: MyReleasesQuerySchema,
        response: { 200: envelope(pageOf(ProductReleaseSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await myReleases(app.db, userOf(request).id, page, pageSize);
      return ok(makePage(rows, page, pageSize, total));
    },
  );

  app.post(
    '/api/designer/releases',
    {
      preHandler: requireUser,
      schema: {
        tags: ['designer'],
        description:
          "A verified creator sends one of their published designs to operator review as a product of the shop: a product type, its sizes, the price of the type's smallest size (in the request's edition's currency, within the type's range) and a description.",
        body: SubmitReleaseBodySchema,
        response: { 200: envelope(ProductReleaseSchema) },
      },
    },
    async (request) =>
      ok(
        await submitRelease(app.db, {
          ...request.body,
          userId: userOf(request).id,
          region: editionRules(request.edition).region,
          now: app.clock.now(),
        }),
      ),
  );

  app.post(
    '/api/designer/releases/:releaseId/withdraw',
    {
      preHandler: requireUser,
      schema: {
        tags: ['designer'],
        description: 'Withdraws your release while it is under review.',
        params: ReleaseIdBody,
        response: { 200: envelope(ProductReleaseSchema) },
      },
    },
    async (request) =>
      ok(await withdrawRelease(app.db, { userId: userOf(request).id, releaseId: request.params.releaseId, now: app.clock.now() })),
  );

  app.get(
    '/admin/releases',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Product releases of verified creators for review: of one status (pending: oldest first) or all (newest first).',
        querystring: AdminReleasesQuerySchema,
        response: { 200: envelope(pageOf(AdminProductReleaseSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const { rows, total } = await listReleases(app.db, { status, page, pageSize });
      return ok(makePage(rows, page, pageSize, total));
    },
  );

  app.post(
    '/admin/release/approve',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        description:
          "Approves a release under review: its design goes on sale in the shop in the release's type, sizes and price, and the creator is told (message 24). 409 when reviewed before, withdrawn, the design was deleted, the creator is no longer verified, or the design is already a product.",
        body: ReleaseIdBody,
        response: { 200: envelope(AdminProductReleaseSchema) },
      },
    },
    async (request) => ok(await approveRelease(app.db, { releaseId: request.body.releaseId, actorId: userOf(request).id, now: app.clock.now() })),
  );

  app.post(
    '/admin/release/reject',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Rejects a release under review with the reason the creator reads (message 25). 400 without a reason; 409 when reviewed before or withdrawn.',
        body: RejectReleaseBodySchema,
        response: { 200: envelope(AdminProductReleaseSchema) },
      },
    },
    async (request) =>
      ok(
        await rejectRelease(app.db, {
          releaseId: request.body.releaseId,
          reason: request.body.reason,
          actorId: userOf(request).id,
          now: app.clock.now(),
        }),
      ),
  );
};
