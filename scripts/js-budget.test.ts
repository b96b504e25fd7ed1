import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkBudgets,
  checkBuiltBudgets,
  firstPaintSizes,
  gzipSizer,
  routeScripts,
  routeSizes,
  type Manifest,
} from './js-budget.mjs';

/** A small build: an entry importing a vendor chunk, and three lazy routes sharing a form chunk. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['routes/landing.tsx', 'routes/auth.tsx', 'routes/journal.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js', '_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_chart.js': { file: 'assets/chart.js' },
  'routes/landing.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['index.html'] },
  'routes/auth.tsx': { file: 'assets/auth.js', isDynamicEntry: true, imports: ['index.html', '_form.js'] },
  'routes/journal.tsx': {
    file: 'assets/journal.js',
    isDynamicEntry: true,
    imports: ['_form.js', 'index.html'],
    // Loaded later, when asked for: not before the first paint.
    dynamicImports: ['_chart.js'],
  },
};

/** Sizes in bytes as the sizer reports them; 1 KB = 1000 bytes. */
const bytes: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/vendor.js': 20_000,
  'assets/form.js': 5_000,
  'assets/zod.js': 15_000,
  'assets/chart.js': 90_000,
  'assets/landing.js': 3_000,
  'assets/auth.js': 4_000,
  'assets/journal.js': 6_000,
};
const sizeOf = (file: string) => bytes[file] ?? NaN;

describe('JavaScript before a route’s first paint', () => {
  it('is the entry, the route and their static imports, each file once, without lazy imports or CSS', () => {
    const routes = Object.fromEntries(routeScripts(manifest).map((r) => [r.route, [...r.files].sort()]));
    expect(routes).toEqual({
      'routes/landing.tsx': ['assets/index.js', 'assets/landing.js', 'assets/vendor.js'],
      'routes/auth.tsx': ['assets/auth.js', 'assets/form.js', 'assets/index.js', 'assets/vendor.js', 'assets/zod.js'],
      'routes/journal.tsx': [
        'assets/form.js',
        'assets/index.js',
        'assets/journal.js',
        'assets/vendor.js',
        'assets/zod.js',
      ],
    });
  });

  it('counts the stages the entry starts the app in (decision 052) for every route', () => {
    const staged: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['../../node_modules/react-dom/client.js', 'start.tsx'],
      },
      '../../node_modules/react-dom/client.js': { file: 'assets/client.js', isDynamicEntry: true },
      'start.tsx': {
        file: 'assets/start.js',
        isDynamicEntry: true,
        imports: ['_vendor.js', '../../node_modules/react-dom/client.js'],
        dynamicImports: ['routes/landing.tsx', 'routes/auth.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_form.js': { file: 'assets/form.js' },
      'routes/landing.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['_vendor.js'] },
      'routes/auth.tsx': { file: 'assets/auth.js', isDynamicEntry: true, imports: ['_form.js'] },
    };
    const routes = Object.fromEntries(routeScripts(staged).map((r) => [r.route, [...r.files].sort()]));
    expect(routes).toEqual({
      'routes/landing.tsx': [
        'assets/client.js',
        'assets/index.js',
        'assets/landing.js',
        'assets/start.js',
        'assets/vendor.js',
      ],
      'routes/auth.tsx': [
        'assets/auth.js',
        'assets/client.js',
        'assets/form.js',
        'assets/index.js',
        'assets/start.js',
        'assets/vendor.js',
      ],
    });
  });

  it('adds up the files’ sizes in KB, largest route first', () => {
    expect(routeSizes(manifest, sizeOf).map((r) => [r.route, r.kb])).toEqual([
      ['routes/journal.tsx', 86],
      ['routes/auth.tsx', 84],
      ['routes/landing.tsx', 63],
    ]);
  });

  it('fails a route over its budget, naming the route, its size and its budget', () => {
    const sizes = routeSizes(manifest, sizeOf);
    const within = checkBudgets(sizes, {
      budgetsKb: { 'routes/landing.tsx': 63, 'routes/auth.tsx': 90, 'routes/journal.tsx': 90 },
    });
    expect(within.problems).toEqual([]);
    expect(within.rows.every((r) => !r.over)).toBe(true);

    const over = checkBudgets(sizes, {
      budgetsKb: { 'routes/landing.tsx': 62.9, 'routes/auth.tsx': 90, 'routes/journal.tsx': 90 },
    });
    expect(over.problems).toHaveLength(1);
    expect(over.problems[0]).toContain('routes/landing.tsx loads 63.0 KB gzip');
    expect(over.problems[0]).toContain('over its budget of 62.9 KB');
    expect(over.rows.find((r) => r.route === 'routes/landing.tsx')?.over).toBe(true);
  });

  it('fails a route without a budget and a budget without a route', () => {
    const { problems } = checkBudgets(routeSizes(manifest, sizeOf), {
      budgetsKb: { 'routes/landing.tsx': 70, 'routes/auth.tsx': 90, 'routes/old.tsx': 50 },
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('routes/journal.tsx has no JS budget');
    expect(problems[1]).toContain('budget for routes/old.tsx, which is no longer a route');
  });

  it('reports a goal beside the figure without failing on it', () => {
    const { rows, problems } = checkBudgets(routeSizes(manifest, sizeOf), {
      budgetsKb: { 'routes/landing.tsx': 70, 'routes/auth.tsx': 90, 'routes/journal.tsx': 90 },
      goalsKb: { 'routes/landing.tsx': 60 },
    });
    expect(problems).toEqual([]);
    expect(rows.find((r) => r.route === 'routes/landing.tsx')).toMatchObject({ kb: 63, goalKb: 60, over: false });
  });
});

describe('the budget check on built files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-js-budget-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('measures gzip sizes of the files on disk', () => {
    mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
    const text = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i * 7919};`).join('\n');
    for (const file of Object.values(manifest).map((c) => c.file))
      writeFileSync(path.join(dir, 'web', file), text(800));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const one = gzipSync(text(800), { level: 9 }).length;
    expect(gzipSizer(path.join(dir, 'web'))('assets/index.js')).toBe(one);

    writeFileSync(
      path.join(dir, 'budgets.json'),
      JSON.stringify({
        budgetsKb: { 'routes/landing.tsx': (3 * one) / 1000, 'routes/auth.tsx': 1, 'routes/journal.tsx': 1000 },
      }),
    );
    const { problems } = checkBuiltBudgets({
      manifest: path.join(dir, 'manifest.json'),
      budgets: path.join(dir, 'budgets.json'),
      dir: path.join(dir, 'web'),
    });
    expect(problems).toEqual([
      `routes/auth.tsx loads ${((5 * one) / 1000).toFixed(1)} KB gzip of JavaScript before its first paint, over its budget of 1 KB (scripts/js-budgets.json).`,
    ]);
  });
});

describe('JavaScript before the first paint of a prerendered page', () => {
  it('is its boot script alone, with the goal for that page', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-firstpaint-'));
    try {
      const boot = `import(${JSON.stringify('/assets/index.js')});\n`.repeat(40);
      writeFileSync(
        path.join(dir, 'prerendered.json'),
        JSON.stringify({ boot, pages: { '/': 'index.html', '/terms': 'terms.html' } }),
      );
      writeFileSync(path.join(dir, 'budgets.json'), JSON.stringify({ budgetsKb: {}, firstPaintGoalsKb: { '/': 60 } }));
      const kb = gzipSync(boot, { level: 9 }).length / 1000;
      expect(
        firstPaintSizes({
          prerendered: path.join(dir, 'prerendered.json'),
          budgets: path.join(dir, 'budgets.json'),
        }),
      ).toEqual([
        { page: '/', kb, goalKb: 60 },
        { page: '/terms', kb, goalKb: undefined },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
