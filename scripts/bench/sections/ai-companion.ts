/** The AI companion figures (scripts/bench/ai.ts), on servers started like every other here. */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BenchServer } from '../ai';
import type { Section } from '../context';
import { freePort, root, startNodeServer, type NodeServer } from '../harness';

export const aiCompanionSection: Section = {
  name: 'ai',
  // benchAi prints its own heading.
  async run(ctx) {
    // Loaded when the section runs, so the other sections run while the AI code is being changed.
    const { benchAi } = await import('../ai');
    const running = new Map<ChildProcess, NodeServer>();
    const server: BenchServer = {
      freePort,
      async start(dataDir, port, env = {}) {
        const s = await startNodeServer({
          script: path.join(root, 'dist/server/main.js'),
          port,
          readyPath: '/api/health',
          env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: undefined, ...env },
        });
        running.set(s.child, s);
        return s.child;
      },
      async stop(child) {
        await running.get(child)?.stop();
        running.delete(child);
      },
    };
    try {
      await benchAi(server, ctx.workDir);
    } finally {
      for (const s of running.values()) await s.stop();
    }
  },
};
