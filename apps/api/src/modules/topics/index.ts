/** The topics module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { findTopic, topicRefIn } from './queries';
export { topicsRoutes } from './routes';
export {
  awardPrize,
  listAwards,
  PrizeMessages,
  type AwardPrizeInput,
  type AwardResult,
  type PrizeAwardView,
} from './prizes';
