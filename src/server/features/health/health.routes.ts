import { Hono } from 'hono';
import type { HealthResponse } from '@shared/schemas/common';
import type { AppDeps, AppEnv } from '../../app-env';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    const ok = await deps.database.ping();
    return c.json(
      { status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'unreachable' } satisfies HealthResponse,
      ok ? 200 : 503,
    );
  });
}
