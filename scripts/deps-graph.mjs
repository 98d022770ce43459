#!/usr/bin/env node
/**
 * Prints the dependency graph of the workspace and fails on a cycle
 * (docs/architecture.md "Boundaries"). Three levels:
 *
 * 1. Packages: every workspace package and the workspace packages it
 *    depends on (runtime and dev). Fails on a cycle, on a runtime
 *    dependency on an app (`apps/*`), and on a tooling package depending on
 *    anything but tooling.
 * 2. Files: madge over each project's `src/` (type-only imports skipped, as
 *    they vanish at run time). Fails on any import cycle.
 * 3. Server units: the files of `apps/api/src` grouped by module
 *    (`modules/<name>`) or top-level folder (`lib`, `db`, `shared`, …).
 *    Fails on a cycle between units.
 *
 * Usage: node scripts/deps-graph.mjs [--quiet]   (exit 1 on a violation)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quiet = process.argv.includes('--quiet');
const problems = [];
const print = (line = '') => {
  if (!quiet) console.log(line);
};

/** Cycles of a directed graph (`node → neighbours`): each strongly connected component with more than one node, or a self-loop. */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph[v] ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph[v] ?? []).includes(v)) out.push(component.reverse());
    }
  };
  for (const v of Object.keys(graph)) if (!idx.has(v)) visit(v);
  return out;
}

// 1. Packages -------------------------------------------------------------
const projects = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, group, d.name, 'package.json')))
    .map((d) => {
      const dir = join(root, group, d.name);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { group, dir, pkg, name: pkg.name };
    }),
);
const byName = new Map(projects.map((p) => [p.name, p]));
const workspaceDeps = (deps = {}) => Object.keys(deps).filter((d) => byName.has(d));
const packageGraph = {};
print('Packages (→ workspace dependencies; dev ones in brackets)');
for (const p of projects) {
  const runtime = [...workspaceDeps(p.pkg.dependencies), ...workspaceDeps(p.pkg.peerDependencies)];
  const dev = workspaceDeps(p.pkg.devDependencies).filter((d) => !runtime.includes(d));
  packageGraph[p.name] = [...runtime, ...dev];
  print(`  ${p.name} → ${[...runtime, ...dev.map((d) => `[${d}]`)].join(', ') || '–'}`);
  for (const d of runtime) {
    if (byName.get(d).group === 'apps') problems.push(`${p.name} depends at run time on the app ${d}`);
  }
  if (p.group === 'tooling') {
    for (const d of packageGraph[p.name]) {
      if (byName.get(d).group !== 'tooling') problems.push(`tooling package ${p.name} depends on ${d} (tooling may use tooling only)`);
    }
  }
}
for (const cycle of cyclesOf(packageGraph)) problems.push(`package cycle: ${cycle.join(' → ')} → ${cycle[0]}`);

// 2. Files ----------------------------------------------------------------
const detective = { skipTypeImports: true, skipAsyncImports: true, mixedImports: true };
print('\nFile import cycles per project (type-only imports skipped)');
const fileGraphs = {};
for (const p of projects) {
  const src = join(p.dir, 'src');
  if (!existsSync(src)) continue;
  const tsConfig = existsSync(join(p.dir, 'tsconfig.json')) ? join(p.dir, 'tsconfig.json') : undefined;
  const result = await madge(src, {
    fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
    excludeRegExp: [/\.gen\.ts$/, /\.d\.ts$/],
    ...(tsConfig ? { tsConfig } : {}),
    detectiveOptions: { ts: detective, tsx: detective, es6: detective },
  });
  fileGraphs[p.name] = { src, graph: result.obj() };
  const cycles = result.circular();
  print(`  ${p.name}: ${Object.keys(fileGraphs[p.name].graph).length} files, ${cycles.length} cycle(s)`);
  for (const cycle of cycles) problems.push(`file cycle in ${p.name}: ${cycle.join(' → ')} → ${cycle[0]}`);
}

// 3. Server units ---------------------------------------------------------
const api = fileGraphs['@aigc/api'];
if (api) {
  const unitOf = (file) => {
    const parts = file.split('/');
    if (parts.length === 1) return parts[0].replace(/\.tsx?$/, '');
    return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts[0];
  };
  const units = {};
  for (const [file, deps] of Object.entries(api.graph)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = unitOf(file);
    units[from] ??= [];
    for (const dep of deps) {
      const to = unitOf(dep);
      if (to !== from && !units[from].includes(to) && !/\.test\.tsx?$/.test(dep)) units[from].push(to);
    }
  }
  print('\nServer units of apps/api/src (→ units they import)');
  for (const [unit, deps] of Object.entries(units).sort()) print(`  ${unit} → ${deps.sort().join(', ') || '–'}`);
  for (const cycle of cyclesOf(units)) problems.push(`server unit cycle: ${cycle.join(' → ')} → ${cycle[0]}`);
}

if (problems.length > 0) {
  console.error(`\n✖ ${problems.length} dependency problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`\n✔ Dependency graph: ${projects.length} packages, no cycle (${relative(process.cwd(), root) || '.'}).`);
