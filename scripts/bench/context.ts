/** What a section of `npm run bench` gets: a work directory, the report, and the apps to measure. */
import type { BenchApp } from './app';
import type { Report } from './harness';

export interface BenchContext {
  /** A temporary directory, removed after the run. */
  workDir: string;
  report: Report;
  /** The app on its default embedded database (PGlite); started on first use, then shared. */
  app(): Promise<BenchApp>;
  /** The app with DATABASE_URL against a throwaway local PostgreSQL; null without its binaries. */
  postgresApp(): Promise<BenchApp | null>;
}

/** One numbered part of the bench. Add a section by writing one and listing it in scripts/bench.ts. */
export interface Section {
  /** Short name for BENCH_ONLY=name,name (runs only those sections). */
  name: string;
  /** Printed as the numbered heading; leave out for a section that prints its own. */
  title?: string;
  run(ctx: BenchContext): Promise<void>;
}
