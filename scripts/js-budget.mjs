/**
 * The JavaScript each route loads before its first paint, read from Vite's manifest, against the
 * budgets in scripts/js-budgets.json (decision 026). build.mjs fails the build when a route is over
 * its budget; the Lighthouse bench section prints the landing page's figure against its goal.
 *
 * A route is a lazy module of the entry (the router's `lazy: () => import(...)`). Before its first
 * paint the browser has run the entry chunk and everything it imports statically, then the route's
 * chunk and everything that imports statically; files shared by both count once. Sizes are gzip
 * (level 9, as the build precompresses them), 1 KB = 1000 bytes as in Vite's report.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './build-lib.mjs';

export const budgetsFile = path.join(root, 'scripts/js-budgets.json');
/** Where build.mjs keeps Vite's manifest: outside dist/web, so the server never sends it. */
export const manifestFile = path.join(root, 'dist/vite-manifest.json');
export const webDir = path.join(root, 'dist/web');
/** What build.mjs prerendered (decision 027): the boot script written into each page, and the pages by path. */
export const prerenderedFile = path.join(root, 'dist/prerendered.json');

/** The output files of `key` and of everything it imports statically, transitively, added to `into`. */
export function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite manifest: no chunk "${key}"`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The stages the entry starts the app in (decision 052): modules it imports dynamically that every
 * page loads: React's DOM renderer, the app's router.tsx and its start.tsx.
 */
export const isStage = (key) => key === 'start.tsx' || key === 'router.tsx' || key.includes('node_modules/');

/**
 * Each route (a lazy module of the entry or of its stages) with the script files loaded before it
 * paints: the entry, its stages and the route, with everything they import statically.
 */
export function routeScripts(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Vite manifest: expected one entry, found ${entries.length}`);
  const [entryKey, entry] = entries[0];
  const base = staticClosure(manifest, entryKey);
  const stages = (entry.dynamicImports ?? []).filter(isStage);
  for (const stage of stages) staticClosure(manifest, stage, base);
  const routes = new Set(
    [entryKey, ...stages].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !isStage(key)),
  );
  return [...routes].map((route) => ({
    route,
    files: [...staticClosure(manifest, route, new Set(base))].filter((f) => /\.m?js$/.test(f)),
  }));
}

/** Gzip size in bytes of a built file, read from `dir` (dist/web by default). */
export function gzipSizer(dir = webDir) {
  const sizes = new Map();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** Each route's JS before first paint in KB gzip, largest first. */
export function routeSizes(manifest, sizeOf) {
  return routeScripts(manifest)
    .map(({ route, files }) => ({ route, files, kb: files.reduce((sum, f) => sum + sizeOf(f), 0) / 1000 }))
    .sort((a, b) => b.kb - a.kb);
}

/**
 * Compares route sizes with the budgets file's `budgetsKb` (and its `goalsKb`, printed, not
 * enforced). Every route needs a budget and every budget a route, so none is left unchecked and
 * none is left behind when a route goes. Returns the rows and the problems that fail the build.
 */
export function checkBudgets(sizes, budgets) {
  const budgetsKb = budgets.budgetsKb ?? {};
  const goalsKb = budgets.goalsKb ?? {};
  const problems = [];
  const rows = sizes.map(({ route, kb }) => {
    const budgetKb = budgetsKb[route];
    if (budgetKb === undefined) {
      problems.push(
        `${route} has no JS budget: add "${route}": <KB gzip> to budgetsKb in scripts/js-budgets.json (today ${kb.toFixed(1)} KB).`,
      );
    } else if (kb > budgetKb) {
      problems.push(
        `${route} loads ${kb.toFixed(1)} KB gzip of JavaScript before its first paint, over its budget of ${budgetKb} KB (scripts/js-budgets.json).`,
      );
    }
    return { route, kb, budgetKb, goalKb: goalsKb[route], over: budgetKb !== undefined && kb > budgetKb };
  });
  for (const route of Object.keys(budgetsKb)) {
    if (!sizes.some((s) => s.route === route)) {
      problems.push(`scripts/js-budgets.json has a budget for ${route}, which is no longer a route: remove it.`);
    }
  }
  return { rows, problems };
}

/** The table build.mjs prints, one line per route. */
export function formatBudgetTable(rows) {
  const w = Math.max(...rows.map((r) => r.route.length));
  return rows
    .map((r) => {
      const budget = r.budgetKb === undefined ? 'no budget' : `budget ${r.budgetKb}`;
      const goal = r.goalKb === undefined ? '' : `, goal ${r.goalKb} ${r.kb <= r.goalKb ? 'PASS' : 'NOT MET'}`;
      return `  ${r.route.padEnd(w)}  ${r.kb.toFixed(1).padStart(6)} KB  (${budget}${goal})${r.over ? '  OVER' : ''}`;
    })
    .join('\n');
}

/** Reads the manifest and budgets as the build left them, and checks them. */
export function checkBuiltBudgets({ manifest = manifestFile, budgets = budgetsFile, dir = webDir } = {}) {
  const sizes = routeSizes(JSON.parse(readFileSync(manifest, 'utf8')), gzipSizer(dir));
  return checkBudgets(sizes, JSON.parse(readFileSync(budgets, 'utf8')));
}

/**
 * A prerendered page (decision 027) paints from its HTML and CSS; the only script before its first
 * paint is the boot script written into it (decision 046), which imports the app after it. Each
 * page with that script's size and the budgets file's `firstPaintGoalsKb` for it.
 */
export function firstPaintSizes({ prerendered = prerenderedFile, budgets = budgetsFile } = {}) {
  const { boot, pages } = JSON.parse(readFileSync(prerendered, 'utf8'));
  const goals = JSON.parse(readFileSync(budgets, 'utf8')).firstPaintGoalsKb ?? {};
  const kb = gzipSync(boot, { level: 9 }).length / 1000;
  return Object.keys(pages).map((page) => ({ page, kb, goalKb: goals[page] }));
}

/** The lines build.mjs prints for the prerendered pages. */
export function firstPaintReport(opts) {
  const rows = firstPaintSizes(opts);
  return `Prerendered pages, JS before first paint (the boot script; the route's JS above loads after it):\n${rows
    .map(
      (r) =>
        `  ${r.page.padEnd(12)} ${r.kb.toFixed(1).padStart(6)} KB${r.goalKb === undefined ? '' : `  (goal ${r.goalKb} ${r.kb <= r.goalKb ? 'PASS' : 'NOT MET'})`}`,
    )
    .join('\n')}`;
}
