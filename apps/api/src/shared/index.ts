/**
 * Code several server modules share (docs/architecture.md "Boundaries"): the
 * DTOs of post cards, authors and image assets with their mappers, the feed
 * card query and the hot score, and existence checks. Modules import it
 * through this door only.
 */
export { AuthorSchema } from './author';
export { ImageAssetSchema, toImageAsset, type ImageAssetDto } from './imageAsset';
export {
  HOT_AGE_OFFSET_HOURS,
  HOT_GRAVITY,
  HOT_WANT_WEIGHT,
  PostCardSchema,
  baseSelect,
  cardPage,
  hotScore,
  hotScoreOf,
  hydrateCards,
  visibleCard,
  type CardPageQuery,
  type CardRow,
  type FeedSort,
  type PostCardDto,
} from './postCards';
export { contentExists, userExists } from './exists';
export {
  keptMentions,
  MentionInputSchema,
  MentionSchema,
  MentionUserSchema,
  type MentionDto,
} from './mentions';
export {
  assertNotClassroom,
  classOfStudent,
  classroomRelation,
  isClassroomAccount,
  isClassroomUserId,
  requireOutsideClassroom,
  logClassroomRefusal,
  moderationLevelOf,
  screenPrompt,
} from './classroom';
