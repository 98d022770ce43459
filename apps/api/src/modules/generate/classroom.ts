/**
 * The generation side of the classroom rules (docs/edu.md 'A safe space',
 * rules 5 and 6): the submit options of an education account's job.
 */
import { UPLOAD_MESSAGES } from '@aigc/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest, ErrorCode } from '../../lib/errors';
import { logClassroomRefusal, moderationLevelOf } from '../../shared';
import { isViolatingAt } from '../uploads';
import type { ToolSubmitOptions } from './submitTool';

/**
 * Submit options for `user`: nothing for main-site accounts; for education
 * accounts the job is marked for the classroom check of its images, and each
 * uploaded source image is checked at the classroom level now (a refusal is
 * logged for the teacher and answers 400 'This image violates the content rules').
 */
export function submitOptionsFor(app: FastifyInstance, user: AuthUser): ToolSubmitOptions {
  if (moderationLevelOf(user) !== 'classroom') return {};
  return {
    moderation: 'classroom',
    async screenUpload(bytes) {
      let result;
      try {
        result = await app.moderator.check(bytes);
      } catch {
        throw new AppError(ErrorCode.Unavailable, UPLOAD_MESSAGES.failed);
      }
      if (isViolatingAt(result, 'classroom')) {
        await logClassroomRefusal(app.db, user.id, { kind: 'image', source: 'upload', reason: 'image' }, app.clock.now());
        throw badRequest(UPLOAD_MESSAGES.violating);
      }
    },
  };
}
