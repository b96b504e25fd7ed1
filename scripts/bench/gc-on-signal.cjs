// Bench only (scripts/bench/sections/abuse-memory.ts): with --expose-gc, a full garbage collection
// on SIGUSR2, so that what a server keeps can be told from garbage it has not collected yet.
'use strict';
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') global.gc();
});
