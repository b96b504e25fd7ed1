/**
 * Zod without its JIT in the browser. Zod compiles fast object parsers with `new Function` after
 * probing whether `eval` is allowed; our content security policy forbids it, so every page logged a
 * policy violation. Imported first in main.tsx, before any schema is built (the probe runs when an
 * object schema is made). The server keeps the JIT: it has no such policy.
 */
import { config } from 'zod';

config({ jitless: true });
