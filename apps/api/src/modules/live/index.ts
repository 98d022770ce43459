/** The live module's door: the event stream of docs/live-stream.md. */
export { livePlugin, LIVE_TOPICS } from './plugin';
export { liveRoutes, STREAM_HEARTBEAT_MS, STREAM_RETRY_MS } from './routes';
export { StreamHub, STREAM_RETENTION_MS, type StreamConnection, type StreamSources } from './hub';
