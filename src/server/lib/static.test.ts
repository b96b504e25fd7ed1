import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, SESSION_PAGE_PATHS } from '@shared/pages';

describe('the pages the server answers with status 200', () => {
  it('are the web router’s pages: one added there and not in src/shared/pages.ts would be served as a 404', () => {
    const router = readFileSync(new URL('../../web/router.tsx', import.meta.url), 'utf8');
    const declared = [...router.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
    if (/\bindex:\s*true\b/.test(router)) declared.push('/');
    expect(declared.length).toBeGreaterThan(20);
    expect([...declared].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('name the pages that need a session as the router does (its protectedRoutes)', () => {
    const router = readFileSync(new URL('../../web/router.tsx', import.meta.url), 'utf8');
    const block = /const protectedRoutes[^=]*=\s*\[([\s\S]*?)\n\];/.exec(router)?.[1] ?? '';
    const declared = [...block.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!);
    expect([...declared].sort()).toEqual([...SESSION_PAGE_PATHS].sort());
  });
});
