/** The whole database schema, split per domain. Migrations: `pnpm --filter @aigc/api db:generate`. */
export * from './users';
export * from './tickets';
export * from './topics';
export * from './generate';
export * from './content';
export * from './engagement';
export * from './people';
export * from './series';
export * from './makeReal';
export * from './analytics';
export * from './messages';
export * from './live';
export * from './shop';
export * from './awards';
export * from './edu';
export * from './campaigns';
export * from './showcase';
