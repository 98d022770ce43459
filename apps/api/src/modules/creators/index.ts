/** The creators module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { creatorsRoutes } from './routes';
export { publishRanking, RankingMessages, type PublishedRanking, type PublishRankingInput } from './service';
export { CreatorTierStateSchema, SetCreatorTierBodySchema, creatorTierState, setCreatorTier, type CreatorTierStateDto } from './tiers';
