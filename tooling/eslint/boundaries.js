/**
 * Import boundaries (docs/architecture.md "Boundaries"): every package and
 * every server module is entered through its public door.
 *
 * - A workspace package is imported by its name and an `exports` entry,
 *   never by `@aigc/<pkg>/src/…` or a relative path into `packages/` or `apps/`.
 * - In `apps/api`, a module (`src/modules/<name>/`) and the shared DTO code
 *   (`src/shared/`) are entered through their `index.ts`: `../follows` is
 *   fine, `../follows/queries` is not. Files inside one module import each
 *   other freely.
 */

const DEEP_PACKAGE = {
  group: ['@aigc/*/src', '@aigc/*/src/**'],
  message: 'Import a workspace package through its public door (its name or an `exports` entry), not its src/ files.',
};

const RELATIVE_WORKSPACE = {
  regex: '^(\\.\\./)+(packages|apps|tooling)/',
  message: 'Import a workspace package by its name (@aigc/…), not by a relative path.',
};

const DOOR = 'Enter a server module (or src/shared) through its index.ts: import "../<module>", not a file inside it.';

/** Relative specifiers that reach into another module's (or shared's) files from `depth` folders below src/modules/<module>. */
function intoOtherModule(depth) {
  const up = '\\.\\./'.repeat(depth + 1);
  return [
    // Sibling module: ../<other>/<file> (from a module's root), ../../<other>/<file> (one folder deeper), …
    { regex: `^${up}[^./][^/]*/.+`, message: DOOR },
    // src/shared from inside a module: ../../shared/<file>, …
    { regex: `^${up}\\.\\./shared/.+`, message: DOOR },
  ];
}

/** Relative specifiers that reach into a module's or shared's files from the rest of src/. */
const INTO_MODULES = [
  { regex: '^(\\./|(\\.\\./)+)(modules/[^/]+|shared)/.+', message: DOOR },
];

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [DEEP_PACKAGE, RELATIVE_WORKSPACE, ...patterns] }] });

/** Flat-config entries with the boundary rules; spread into a config. */
export const boundaries = [
  { rules: rule([]) },
  { files: ['**/src/**/*.{ts,tsx,js,mjs}'], ignores: ['**/src/modules/**', '**/src/shared/**'], rules: rule(INTO_MODULES) },
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`**/src/modules/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: rule(intoOtherModule(depth)),
  })),
  ...[0, 1, 2].map((depth) => ({
    // src/shared is one level above modules/<name>: its files may use modules only through their doors too.
    files: [`**/src/shared/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: rule([{ regex: `^${'\\.\\./'.repeat(depth + 1)}modules/[^/]+/.+`, message: DOOR }]),
  })),
];

export default boundaries;
