import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { pwaOptions } from './pwa.config.js';

const devApiPort = Number(process.env.DEV_API_PORT ?? 3001);

/**
 * Sonner writes its style sheet into the page (a new <style> element) when its module runs, so the
 * browser restyled the whole page once more while the app started, a long task of its own. Its
 * sheet is part of the app's sheet instead (main.tsx imports sonner/dist/styles.css), and the
 * call is taken out of the built module here (decision 050). A sonner whose module is no longer
 * shaped this way fails the build rather than shipping its styles twice.
 */
function sonnerStylesInTheAppSheet(): Plugin {
  return {
    name: 'sonner-styles-in-the-app-sheet',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const calls = code.match(/^__insertCSS\(".*"\);$/gm) ?? [];
      if (calls.length !== 1) this.error(`sonner: expected one __insertCSS call in ${id}, found ${calls.length}`);
      return { code: code.replace(calls[0]!, ''), map: null };
    },
  };
}

/**
 * The app's style sheet is on every page before any of the app's scripts runs: linked from
 * index.html, written whole into a memorial's first view, or added by a prerendered page's boot
 * script before it starts the app (decision 046). Since the app starts in stages (decision 052), the
 * lazy modules import the entry's chunk like any shared chunk, and Vite's preload helper then lists
 * the entry's sheet among their dependencies: on a page that carries the sheet in a <style>, it
 * would fetch it again and restyle the whole page. Its name in those lists is replaced by the
 * entry's own script, which is always loaded already.
 */
function theAppSheetIsOnEveryPage(): Plugin {
  return {
    name: 'the-app-sheet-is-on-every-page',
    apply: 'build',
    // Vite writes its preload lists in its own last generateBundle step: the files are mended as written.
    writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk' || !options.dir) return;
      const sheets = [...(entry.viteMetadata?.importedCss ?? [])].map((sheet) => JSON.stringify(sheet));
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.code.includes('__vite__mapDeps')) continue;
        let code = file.code;
        for (const sheet of sheets) code = code.replaceAll(sheet, JSON.stringify(entry.fileName));
        if (code !== file.code) writeFileSync(path.join(options.dir, file.fileName), code);
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // The installable app: manifest and service worker (pwa.config.ts, decision 025).
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions), sonnerStylesInTheAppSheet(), theAppSheetIsOnEveryPage()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // dist/web/.vite/manifest.json: which chunks each route loads, for the JS budget check
    // (scripts/js-budget.mjs). build.mjs moves it out of dist/web, so it is never served.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${devApiPort}`, changeOrigin: false } },
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the files
    // then run one after another (11.5 min). Most of a file's time is PGlite's WebAssembly or
    // waiting on a socket, so two workers share two cores well (6.5 min, every test passing).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
