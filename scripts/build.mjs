/** Builds the web app (Vite) into dist/web and the server (esbuild) into dist/server. */
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { inputFingerprint, precompress, root, stampFile } from './build-lib.mjs';
import { checkBuiltBudgets, firstPaintReport, formatBudgetTable, manifestFile, prerenderedFile } from './js-budget.mjs';

const started = Date.now();
const fingerprint = inputFingerprint();
rmSync(stampFile, { force: true });

await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
// Vite's manifest (which chunks each route loads) is for the budget check and the bench, not for
// browsers: it leaves dist/web before anything is served from there.
renameSync(path.join(root, 'dist/web/.vite/manifest.json'), manifestFile);
rmSync(path.join(root, 'dist/web/.vite'), { recursive: true, force: true });
// JavaScript before each route's first paint against scripts/js-budgets.json (decision 026).
const budgets = checkBuiltBudgets();
console.log(
  `JS each route loads before it paints when the browser renders it, KB gzip (scripts/js-budgets.json):\n${formatBudgetTable(budgets.rows)}`,
);
if (budgets.problems.length > 0) {
  console.error(`\nJS budget check failed:\n${budgets.problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(
  path.join(root, 'dist/web/build-info.json'),
  JSON.stringify({ builtAt: new Date().toISOString() }) + '\n',
);
await prerender();
console.log(firstPaintReport());
// Brotli and gzip copies of the web app's text files, served as they are (lib/static.ts).
precompress(path.join(root, 'dist/web'));

rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
await esbuild({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, 'dist/server/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
mkdirSync(path.join(root, 'dist/server/migrations'), { recursive: true });
cpSync(path.join(root, 'src/server/db/migrations'), path.join(root, 'dist/server/migrations'), { recursive: true });
// The crisis screen's classifier weights, read beside the bundle (classifier.ts: ./model/weights.json).
mkdirSync(path.join(root, 'dist/server/model'), { recursive: true });
cpSync(path.join(root, 'src/server/ai/safety/model/weights.json'), path.join(root, 'dist/server/model/weights.json'));

writeFileSync(stampFile, fingerprint + '\n');
console.log(`Built web app and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/**
 * The pages that are the same for everyone, rendered to HTML (src/web/prerender.tsx, decision 027)
 * into dist/web/prerendered/, each the app's index.html with the page inside #root.
 */
async function prerender() {
  const outDir = path.join(root, 'dist/prerender');
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: path.join(root, 'src/web/prerender.tsx'), outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { render, PRERENDERED_PAGES, DEFERRED_SHELL_FILE } = await import(
    pathToFileURL(path.join(outDir, 'prerender.js')).href
  );
  const shell = readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
  const empty = '<div id="root"></div>';
  if (!shell.includes(empty)) throw new Error('prerender: dist/web/index.html has no empty #root');
  // The app's scripts start once the page has painted: the entry is imported by a small boot
  // script after the load event and a frame, and nothing of the app is preloaded before that.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
  if (!entry) throw new Error('prerender: no entry script in dist/web/index.html');
  const boot = bootScript(entry[1]);
  const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(root, 'dist/web', bootFile), boot);
  const template = shell
    .replace(entry[0], () => `<script type="module" src="/${bootFile}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  mkdirSync(path.join(root, 'dist/web/prerendered'), { recursive: true });
  for (const [page, file] of Object.entries(PRERENDERED_PAGES)) {
    const html = await render(page);
    writeFileSync(
      path.join(root, 'dist/web/prerendered', file),
      template.replace(empty, () => `<div id="root">${html}</div>`),
    );
  }
  // The same shell with nothing in #root, for pages whose first view the server writes (decision 040).
  writeFileSync(path.join(root, 'dist/web/prerendered', DEFERRED_SHELL_FILE), template);
  writeFileSync(prerenderedFile, JSON.stringify({ bootFile, pages: PRERENDERED_PAGES }, null, 2) + '\n');
  rmSync(outDir, { recursive: true, force: true });
}

/**
 * The boot script of a prerendered page: imports the app's entry once the page has painted its words
 * and, on a memorial, its cover photo (decision 042). The load event alone comes before that on a
 * fast machine (a picture is decoded and the frame presented after it), and the app's scripts
 * would then compete with the first paint for the network and the processor.
 */
function bootScript(entryUrl) {
  return `// Starts the app once this prerendered page has painted (decisions 027 and 042).
// The browser's install prompt may come first: kept for the app (lib/install-prompt.ts, decision 025).
addEventListener('beforeinstallprompt', (event) => { event.preventDefault(); window.installPromptEarly = event; }, { once: true });
const seen = (type, match) => new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return resolve();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(match)) { observer.disconnect(); resolve(); }
  });
  observer.observe({ type, buffered: true });
});
const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});
const cover = document.querySelector('img[fetchpriority="high"]');
const painted = Promise.all([
  seen('paint', (entry) => entry.name === 'first-contentful-paint'),
  cover && seen('largest-contentful-paint', (entry) => entry.element === cover),
]);
// A page in a background tab does not paint: the app starts anyway, a little later.
const atMost = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
loaded
  .then(() => Promise.race([painted, atMost(3000)]))
  .then(() => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entryUrl)}))));
`;
}
