/** Builds the web app (Vite) into dist/web and the server (esbuild) into dist/server. */
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { compile, optimize } from '@tailwindcss/node';
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
  // Two entries of one server bundle: the build's (prerender.js, run here) and the server's
  // (render-page.js, which draws the pages of decision 061 when they are asked). It stays in
  // dist/render beside dist/server.
  const outDir = path.join(root, 'dist/render');
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      rollupOptions: {
        input: {
          prerender: path.join(root, 'src/web/prerender.tsx'),
          'render-page': path.join(root, 'src/web/render-page.tsx'),
        },
      },
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const {
    render,
    renderOnboardingFirst,
    PRERENDERED_PAGES,
    PRERENDERED_VARIANTS,
    SERVER_DRAWN_PAGES,
    DRAWN_MARKS,
    DRAWN_SAMPLES,
    seedsScript,
    DEFERRED_SHELL_FILE,
    SIGNED_IN_HINT_COOKIE,
    SIGNED_IN_HINT_ATTRIBUTE,
    APP_READY_EVENT,
    WANTS_APP_ATTRIBUTE,
  } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const shell = readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
  const empty = '<div id="root"></div>';
  if (!shell.includes(empty)) throw new Error('prerender: dist/web/index.html has no empty #root');
  // The app's scripts start once the page has painted: the entry is imported by a small boot
  // script after the load event and a frame, and nothing of the app is preloaded before that.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
  if (!entry) throw new Error('prerender: no entry script in dist/web/index.html');
  // The style sheet and the boot script are written into the page (decision 046): the page then
  // paints from its own bytes, with no other request before its first paint. The server allows
  // this one inline script by its hash (lib/static.ts).
  const sheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
  if (!sheet) throw new Error('prerender: no style sheet in dist/web/index.html');
  const css = readFileSync(path.join(root, 'dist/web', sheet[1]), 'utf8');
  if (/<\/style/i.test(css)) throw new Error('prerender: the style sheet cannot be written into a <style> element');
  // Nothing else is fetched before the first paint either: the icon is in the page, and the web app
  // manifest and the service worker are added by the boot script once the page has painted.
  const manifest = /\s*<link rel="manifest" href="([^"]+)">/.exec(shell);
  const register = /\s*<script id="vite-plugin-pwa:register-sw" src="([^"]+)" defer><\/script>/.exec(shell);
  if (!manifest || !register) throw new Error('prerender: no manifest link or service worker script in index.html');
  const registerScript = readFileSync(path.join(root, 'dist/web', register[1]), 'utf8');
  const worker = /navigator\.serviceWorker\.register\(('[^']+'), (\{[^}]*\})\)/.exec(registerScript);
  if (!worker) throw new Error(`prerender: no service worker registration in ${register[1]}`);
  const icon = /<link rel="icon" type="image\/svg\+xml" href="(\/[^"]+\.svg)" \/>/.exec(shell);
  if (!icon) throw new Error('prerender: no icon link in index.html');
  const iconData = `data:image/svg+xml;base64,${readFileSync(path.join(root, 'dist/web', icon[1])).toString('base64')}`;
  const boot = bootScript(entry[1], {
    sheet: sheet[1],
    manifest: manifest[1],
    worker: worker[1],
    workerOptions: worker[2],
    signedInHint: { attribute: SIGNED_IN_HINT_ATTRIBUTE },
    readyEvent: APP_READY_EVENT,
    wantsApp: WANTS_APP_ATTRIBUTE,
  });
  // Before anything is drawn: a browser with the server's signed-in hint (a cookie beside the
  // session's) marks the document, so what the page shows a visitor signed out stays invisible until
  // the app knows the session, and the app starts at once (decision 058).
  const hint = `/(?:^|; )${SIGNED_IN_HINT_COOKIE.replace('.', '\\.')}=1/.test(document.cookie)&&document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT_ATTRIBUTE)},"")`;
  const styleFor = await pageStyles();
  const STYLE = '<style data-page-style></style>';
  const template = shell
    .replace(entry[0], () => `<script>${hint}</script><script type="module">${boot}</script>`)
    .replace(sheet[0], STYLE)
    .replace(manifest[0], '')
    .replace(register[0], '')
    .replace(icon[0], () => icon[0].replace(icon[1], iconData))
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  mkdirSync(path.join(root, 'dist/web/prerendered'), { recursive: true });
  // Each page, and each variant of a page with what only the server knows drawn in (decision 059):
  // its seeds follow #root as JSON, which the app puts in its query cache before it hydrates.
  // The onboarding's first slide, shown by its inline script on a first visit (decision 050).
  const onboardingOf = (page) => {
    const onboarding = renderOnboardingFirst(page);
    return onboarding ? `${onboarding.html}<script>${onboarding.script}</script>` : '';
  };
  const writePage = async (page, file, seeds = []) => {
    const html = await render(page, seeds);
    const after = `${seeds.length ? seedsScript(seeds) : ''}${onboardingOf(page)}`;
    writeFileSync(
      path.join(root, 'dist/web/prerendered', file),
      template
        .replace(STYLE, () => `<style data-page-style>${styleFor(html + after)}</style>`)
        .replace(empty, () => `<div id="root">${html}</div>${after}`),
    );
  };
  for (const [page, file] of Object.entries(PRERENDERED_PAGES)) {
    await writePage(page, file);
    for (const variant of PRERENDERED_VARIANTS[page] ?? []) await writePage(page, variant.file, variant.seeds);
  }
  // The templates of the pages the server draws when asked (decision 061): the rules of the page
  // drawn with sample answers of every kind and of its plain drawing, the marks where the server
  // puts its own drawing and seeds, and the rest as the plain page has it.
  const drawnMarks = `<div id="root">${DRAWN_MARKS.root}</div>${DRAWN_MARKS.seeds}`;
  for (const [page, { file, sheet }] of Object.entries(SERVER_DRAWN_PAGES)) {
    if (sheet === 'whole') {
      // A page whose words vary too much to know its rules here (a memorial): the whole sheet.
      writeFileSync(
        path.join(root, 'dist/web/prerendered', file),
        template
          .replace(STYLE, () => `<style data-page-style data-whole-sheet>${css}</style>`)
          .replace(empty, () => drawnMarks),
      );
      continue;
    }
    const samples = DRAWN_SAMPLES[page];
    if (!samples) throw new Error(`prerender: no sample answers for ${page}, which the server draws`);
    const after = onboardingOf(page);
    const drawn = (await render(page, samples)) + (await render(page));
    writeFileSync(
      path.join(root, 'dist/web/prerendered', file),
      template
        .replace(STYLE, () => `<style data-page-style>${styleFor(drawn + seedsScript(samples) + after)}</style>`)
        .replace(empty, () => `${drawnMarks}${after}`),
    );
  }
  // The same shell with nothing in #root, for pages whose first view the server writes (decision
  // 040): the server does not know its classes here, so it carries the whole sheet.
  writeFileSync(
    path.join(root, 'dist/web/prerendered', DEFERRED_SHELL_FILE),
    template.replace(STYLE, () => `<style data-page-style data-whole-sheet>${css}</style>`),
  );
  writeFileSync(prerenderedFile, JSON.stringify({ boot, pages: PRERENDERED_PAGES }, null, 2) + '\n');
}

/**
 * A prerendered page's own style sheet: Tailwind's output for exactly the classes in its HTML, built
 * from the app's styles.css as Vite builds the whole sheet, and minified the same way. The page
 * looks as it would with the whole sheet, which the boot script adds after the first paint for
 * everything the app shows later; the rules they share are the same, so nothing moves when it
 * arrives (decision 046).
 */
async function pageStyles() {
  const base = path.join(root, 'src/web');
  const compiler = await compile(readFileSync(path.join(base, 'styles.css'), 'utf8'), { base, onDependency() {} });
  const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
  return (html) => {
    const classes = new Set();
    for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]).split(/\s+/)) {
        if (name) classes.add(name);
      }
    }
    const css = optimize(compiler.build([...classes]), { minify: true }).code;
    if (/<\/style/i.test(css)) throw new Error('prerender: a page style cannot be written into a <style> element');
    return css;
  };
}

/**
 * The boot script of a prerendered page: imports the app's entry once the page has painted its words
 * and, on a memorial, its cover photo (decision 042). The load event alone comes before that on a
 * fast machine (a picture is decoded and the frame presented after it), and the app's scripts
 * would then compete with the first paint for the network and the processor. On a page the same
 * for everyone, the app starts when it is wanted (decision 058).
 */
function bootScript(entryUrl, { sheet, manifest, worker, workerOptions, signedInHint, readyEvent, wantsApp }) {
  return `// Starts the app once this prerendered page has painted and it is wanted (decisions 027, 042, 046 and 058).
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
// A page the same for everyone starts the app when it is wanted (decision 058): at once for someone
// signed in on this browser (the server's hint cookie; the page's first script marked the document),
// for a page with a query or a fragment (the app reads them), for a page waiting on data (something
// aria-busy: the resources) or whose HTML asks for it (sign-in, pricing), and for a memorial's first
// view; otherwise on the first sign of a person: a touch, a key, a pointer moving over the page, the
// focus. Until the app is ready, links work as links; a click on a button, an arrow key on a tab and
// a form's submission are held and given to the app once it is ready, and what was typed is handed
// to it, so nothing done meanwhile is lost.
const wantedNow =
  document.documentElement.hasAttribute(${JSON.stringify(signedInHint.attribute)}) ||
  Boolean(location.search || location.hash) ||
  !document.getElementById('root')?.hasChildNodes() ||
  Boolean(document.querySelector('#root [aria-busy="true"], #root [${wantsApp}]'));
const wanted = new Promise((resolve) => {
  if (wantedNow) return resolve();
  const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'];
  const once = () => {
    for (const type of INTENT) removeEventListener(type, once, true);
    resolve();
  };
  for (const type of INTENT) addEventListener(type, once, { capture: true, passive: true });
});
{
  const held = [];
  const typed = new Set();
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'input') { if (target) typed.add(target); return; }
    if (event.type === 'submit') { event.preventDefault(); event.stopPropagation(); held.push([target]); return; }
    // An arrow key on a tab moves to the next tab (the app's tabs): pressed again for the app.
    if (event.type === 'keydown') {
      const tab = target?.closest('[role="tab"]');
      if (!tab || !['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push([tab, undefined, event.key]);
      return;
    }
    const button = target?.closest('button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"]');
    if (!button || button.closest('a[href], [data-onboarding-close], [data-onboarding-skip]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push([button, button.closest('[data-replay]')?.dataset.replay]);
  };
  const HELD = ['click', 'submit', 'input', 'keydown'];
  for (const type of HELD) addEventListener(type, hold, true);
  addEventListener(${JSON.stringify(readyEvent)}, () => {
    for (const type of HELD) removeEventListener(type, hold, true);
    // Typed before the app was there: given to it as if typed now (its fields may have been reset).
    for (const field of typed) {
      const text = field.localName === 'textarea' || field.localName === 'select' ||
        (field.localName === 'input' && !['checkbox', 'radio', 'file'].includes(field.type));
      if (!field.isConnected || !text) continue;
      const value = field.value;
      const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
      field.value = '';
      own?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // A button of a copy the app replaces (data-replay) is given to the app's own button of that name.
    const replay = (tries) => {
      const [element, key, pressed] = held[0] ?? [];
      if (!element) return;
      const own = key && [...document.querySelectorAll('[data-replay="' + key + '"]')].find((e) => e !== element);
      if (key && !own && tries > 0) return setTimeout(() => replay(tries - 1), 100);
      const now = own || (element.isConnected ? element : null);
      held.shift();
      if (now && pressed) now.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, bubbles: true, cancelable: true }));
      else if (now?.tagName === 'FORM') now.requestSubmit();
      else if (now) {
        // A tab is chosen as the mouse goes down on it (the app's tabs), not on the click.
        if (now.getAttribute('role') === 'tab') now.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
        now.click();
      }
      replay(20);
    };
    setTimeout(() => replay(20));
  }, { once: true });
}
// After the paint: the whole style sheet (unless the page carries it already, as a memorial's
// first view does), the web app manifest (the app can be installed), the service worker, and the
// app once it is wanted and the sheet is in.
const afterPaint = () => {
  const add = (rel, href) => document.head.appendChild(Object.assign(document.createElement('link'), { rel, href }));
  const sheet = document.querySelector('style[data-whole-sheet]') ? null : add('stylesheet', ${JSON.stringify(sheet)});
  add('manifest', ${JSON.stringify(manifest)});
  if ('serviceWorker' in navigator) navigator.serviceWorker.register(${worker}, ${workerOptions});
  const start = () => import(${JSON.stringify(entryUrl)});
  void wanted.then(() => {
    if (!sheet || sheet.sheet) start();
    else { sheet.onload = start; sheet.onerror = start; }
  });
};
loaded
  .then(() => Promise.race([painted, atMost(3000)]))
  .then(() => requestAnimationFrame(() => setTimeout(afterPaint)));
`;
}
