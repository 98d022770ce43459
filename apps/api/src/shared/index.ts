/**
 * Code several server modules share (docs/architecture.md "Boundaries"): the
 * DTOs of post cards, authors and image assets with their mappers, the feed
 * card query and the hot score, and existence checks. Modules import it
 * through this door only.
 */
export { AuthorSchema, CreatorTierSchema, toAuthor, type AuthorDto } from './author';
export { ImageAssetSchema, toImageAsset, type ImageAssetDto } from './imageAsset';
export {
  HOT_DOUBLING_HOURS,
  HOT_WEIGHTS,
  PostCardSchema,
  baseSelect,
  cardPage,
  decodeFeedCursor,
  encodeFeedCursor,
  feedPage,
  hotScoreOf,
  hydrateCards,
  viewerAndFlags,
  viewerFlags,
  visibleCard,
  withViewerFlags,
  type CardPageQuery,
  type CardRow,
  type FeedCursor,
  type FeedPage,
  type FeedSort,
  type PostCardDto,
} from './postCards';
export { cardsChanged, listenToCardChanges } from './cardChanges';
export { contentExists, userExists } from './exists';
export { imageFileKeys, orderLineUses, reclaimImages } from './reclaimImages';
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
