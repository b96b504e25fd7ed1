import { describe, expect, it } from 'vitest';
import { matchPage } from './pages';

describe('the list of pages', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['/DashBoard', '/dashboard'],
    ['/memorial/123', '/memorial/:id'],
    ['/memorial/123/', '/memorial/:id'],
    ['/memorial/123/edit', '/memorial/:id/edit'],
    ['/support-circles/abc', '/support-circles/:circleId'],
    ['/letter/t0k3n', '/letter/:token'],
  ])('%s is the page %s', (pathname, page) => {
    expect(matchPage(pathname)?.path).toBe(page);
  });

  it('gives the parameters', () => {
    expect(matchPage('/memorial/abc-1/edit')?.params).toEqual({ id: 'abc-1' });
  });

  it.each([
    '/no-such-page',
    '/memorial',
    '/memorial/',
    '/memorial/1/2',
    '/memorial//edit',
    '/dashboard/x',
    '//',
    '/auth/extra',
    '/api',
  ])('%s is not a page', (pathname) => {
    expect(matchPage(pathname)).toBeNull();
  });
});
