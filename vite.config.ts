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

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // The installable app: manifest and service worker (pwa.config.ts, decision 025).
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions), sonnerStylesInTheAppSheet()],
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
