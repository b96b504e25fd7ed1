/**
 * Route groups: routers that need the same handling at the HTTP edge share a group, and the group,
 * not a list of path exceptions in app.ts, says what that handling is (compressed or not, which
 * checks a request with a body passes). A feature adds its router to a group:
 *
 *   groups.streams.route('/api/circles/live', circleLiveRoutes(deps));
 *
 * A request's group is the one whose path (a mount point, or a single route a group claims) is
 * the longest prefix of the request's path, at a segment boundary; paths no group has go to the
 * fallback group. Each group's middleware runs as at most two steps, whatever the group: one for
 * every request (`every`: inside the security headers) and one for methods that carry a body
 * (`writes`), as decision 009 asks of the read path. See docs/decisions/014-http-edge.md.
 */
import type { Context, Env, Hono, MiddlewareHandler, Next } from 'hono';

export interface RouteGroupSpec<E extends Env> {
  /** A short name, for logs and tests. */
  name: string;
  /** Runs for every request of the group (compression, headers a kind of answer needs). */
  every?: MiddlewareHandler<E>;
  /** Runs for POST, PUT, PATCH, DELETE and OPTIONS (body limit, cross-site check). */
  writes?: MiddlewareHandler<E>;
}

export interface RouteGroup<E extends Env> {
  readonly name: string;
  readonly every: MiddlewareHandler<E> | null;
  readonly writes: MiddlewareHandler<E> | null;
  /**
   * Serves `router` at `path` with this group's middleware. Without a router, claims `path` for
   * this group although another group's router answers it (one route of a router that needs
   * other handling than the rest, such as a mail program's one-click unsubscribe).
   */
  route(path: string, router?: Hono<E>): RouteGroup<E>;
}

const METHODS_WITH_BODY = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export class RouteTable<E extends Env> {
  private mounts: Array<{ path: string; group: RouteGroup<E> }> = [];
  private readonly fallback: RouteGroup<E>;

  /**
   * Registers, on `app`, the two steps that run a request's group's middleware; call it before
   * any router is added, so that they run first. `fallback` takes every path no group has;
   * `edge` is the step every request takes, given the request's group (it runs `group.every`).
   */
  constructor(
    private readonly app: Hono<E>,
    fallback: RouteGroupSpec<E>,
    edge: (c: Context<E>, next: Next, group: RouteGroup<E>) => Promise<void | Response>,
  ) {
    this.fallback = this.group(fallback);
    app.use((c, next) => edge(c, next, this.groupOf(c.req.path)));
    app.on(METHODS_WITH_BODY, '*', (c, next) => {
      const writes = this.groupOf(c.req.path).writes;
      return writes ? writes(c, next) : next();
    });
  }

  /** A new group; its routers are added with `route`. */
  group(spec: RouteGroupSpec<E>): RouteGroup<E> {
    const group: RouteGroup<E> = {
      name: spec.name,
      every: spec.every ?? null,
      writes: spec.writes ?? null,
      route: (path, router) => {
        this.claim(path, group);
        if (router) this.app.route(path, router);
        return group;
      },
    };
    return group;
  }

  /** The group that handles `path` (a routing path: no query). */
  groupOf(path: string): RouteGroup<E> {
    for (const m of this.mounts) {
      if (path.startsWith(m.path) && (path.length === m.path.length || path.charCodeAt(m.path.length) === 47))
        return m.group;
    }
    return this.fallback;
  }

  private claim(path: string, group: RouteGroup<E>): void {
    const normal = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const taken = this.mounts.find((m) => m.path === normal);
    if (taken && taken.group !== group) throw new Error(`${normal} is in the ${taken.group.name} group already`);
    if (!taken) this.mounts.push({ path: normal, group });
    // Longest first: the most specific claim wins.
    this.mounts.sort((a, b) => b.path.length - a.path.length);
  }
}
