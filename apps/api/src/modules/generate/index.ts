/** The generate module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { generationPlugin } from './plugin';
export { imageKeys } from './queue/runJob';
export { generateRoutes } from './routes';
export { GenerateJobSchema, GenerationRecordSchema, type GenerateJobDto, type GenerationRecordDto } from './schemas';
export { getPendingJobs, priorityFor } from './service';
export { CAPABILITY_OF } from './tools';
export { loadRecords } from './queries';
