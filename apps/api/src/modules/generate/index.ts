/** The generate module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { CAPABILITY_OF, imageKeys } from './queue';
export { generateRoutes, generateToolRoutes, generationPlugin } from './routes';
export { type GenerateJobDto, type GenerationRecordDto } from './schemas';
export { PRIORITY_CREATOR_MARKER, priorityFor } from './service';
