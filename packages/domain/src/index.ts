/** @aigc/domain: the pure rules shared by the server and the clients (docs/product.md §3–§5, §9). */
export * from './limits';
export * from './validation';
export * from './tickets';
export * from './locale';
export * from './rootFont';
export * from './messages';
export * from './comments';
export * from './challenges';
export * from './generation';
export * from './makeReal';
export * from './rewards';
export * from './shipping';
export * from './account';
export * from './publish';
export * from './edition';
export * from './shop';
export * from './ranking';
