/** Types of scripts/js-budget.mjs (plain JavaScript, run by build.mjs without a compiler). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Budgets {
  /** Enforced: the build fails when a route's JS before first paint is over its budget. */
  budgetsKb?: Record<string, number>;
  /** The goals, printed beside the figures, not enforced. */
  goalsKb?: Record<string, number>;
  /** Goals for the JavaScript before a prerendered page's first paint, by page path (decision 027). */
  firstPaintGoalsKb?: Record<string, number>;
}
export interface FirstPaintSize {
  page: string;
  kb: number;
  goalKb: number | undefined;
}
export interface RouteSize {
  route: string;
  files: string[];
  kb: number;
}
export interface BudgetRow {
  route: string;
  kb: number;
  budgetKb: number | undefined;
  goalKb: number | undefined;
  over: boolean;
}

export const budgetsFile: string;
export const manifestFile: string;
export const webDir: string;
export const prerenderedFile: string;
export function staticClosure(manifest: Manifest, key: string, into?: Set<string>): Set<string>;
export function routeScripts(manifest: Manifest): { route: string; files: string[] }[];
export function gzipSizer(dir?: string): (file: string) => number;
export function routeSizes(manifest: Manifest, sizeOf: (file: string) => number): RouteSize[];
export function checkBudgets(sizes: RouteSize[], budgets: Budgets): { rows: BudgetRow[]; problems: string[] };
export function formatBudgetTable(rows: BudgetRow[]): string;
export function checkBuiltBudgets(opts?: { manifest?: string; budgets?: string; dir?: string }): {
  rows: BudgetRow[];
  problems: string[];
};
export function firstPaintSizes(opts?: { prerendered?: string; budgets?: string; dir?: string }): FirstPaintSize[];
export function firstPaintReport(opts?: { prerendered?: string; budgets?: string; dir?: string }): string;
