// First: before any module builds a Zod schema (see zod-config.ts).
import './zod-config';
// Early: the browser's install prompt may come before /install is opened (decision 025).
import './lib/install-prompt';
import './styles.css';
// The toaster's styles, in the app's sheet rather than written into the page by sonner (vite.config.ts).
import 'sonner/dist/styles.css';

/**
 * The app starts in stages (decision 052). Evaluating every module of the app at once was the
 * longest task of a page's start (Lighthouse's "unattributable" time): React's DOM renderer, then
 * the router, the query client and the app's shell (start.tsx), each run in a task of its own, with
 * the browser free to paint and answer input between them. Each stage's files are fetched when it
 * is imported (Vite's preload helper asks for a stage's imports together); asking for all of them at
 * once was tried and blocked the main thread more (decision 052).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./router'))
  .then(nextTask)
  .then(() => import('./start'));
