/**
 * API test harness: a fresh database per test file (PGlite in memory, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL), the real app, and a small cookie-keeping client.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createProvider } from '../ai';
import { createApp } from '../app';
import { exportWorker } from '../features/exports/export-worker';
import type { AppDeps } from '../app-env';
import { createAuth } from '../auth/auth';
import { createSessions } from '../auth/sessions';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createLocalStorage } from '../storage/local';
import { mediaSigningKey } from '../storage/signed-url';
import { createTestDatabase } from './test-db';
import { createMailer, type Mailer } from '../email/mailer';
import { emailLinkKey } from '../email/links';
import { createLiveBus } from '../live';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  /** Where mail goes when the context has no SMTP_URL. */
  outboxDir: string;
  /** Moves the injectable clock. */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent-test-data-dir',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    TRUST_PROXY: 'true',
    ...env,
  });
  const database = await createTestDatabase();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'fmn-test-'));
  const tmpDir = path.join(workDir, 'tmp');
  await mkdir(tmpDir);
  let fixedNow: Date | null = null;
  // Without SMTP_URL, mail is written to this test's own outbox folder. Some mail is sent without
  // the request waiting for it (auth/account-mail.ts): close() waits for every send first.
  const sending = new Set<Promise<unknown>>();
  const outboxMailer = createMailer({ ...config.mail, outboxDir: path.join(workDir, 'outbox') });
  const mailer: Mailer = {
    kind: outboxMailer.kind,
    send(mail) {
      const sent = outboxMailer.send(mail);
      sending.add(sent);
      void sent.catch(() => undefined).finally(() => sending.delete(sent));
      return sent;
    },
    close: () => outboxMailer.close(),
  };
  const auth = createAuth(database.db, config, config.authSecret!, mailer, () => fixedNow ?? new Date());
  const deps: AppDeps = {
    config,
    database,
    auth,
    // On the test clock, so a test can let the cache lifetime pass.
    sessions: createSessions(auth, config.secureCookies, { now: () => (fixedNow ?? new Date()).getTime() }),
    storage: createLocalStorage(path.join(workDir, 'storage')),
    mediaKey: mediaSigningKey(config.authSecret!),
    tmpDir,
    ai: createProvider(config.ai),
    mailer,
    emailKey: emailLinkKey(config.authSecret!),
    now: () => fixedNow ?? new Date(),
    live: createLiveBus(database),
  };
  return {
    app: createApp(deps),
    deps,
    database,
    outboxDir: path.join(workDir, 'outbox'),
    setNow: (d) => {
      fixedNow = d;
    },
    close: async () => {
      // Work a request started in the background (a data export) ends before its files and database go.
      await exportWorker(deps).idle();
      await Promise.allSettled([...sending]);
      deps.mailer.close();
      await deps.live.close();
      await database.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like client: keeps cookies, sends JSON, and a per-client IP. */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    private readonly ctx: TestContext,
    ip?: string,
  ) {
    this.ip = ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const h: Record<string, string> = { 'x-forwarded-for': this.ip, ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    // Browsers send their origin with every request that is not GET or HEAD (the CSRF guard checks it).
    if (method !== 'GET' && method !== 'HEAD') h.origin ??= 'http://localhost';
    let payload: string | FormData | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await this.ctx.app.request(path, { method, headers: h, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
  /** Sends one file as multipart/form-data in the field "file", as the web app does (with any text `fields`). */
  upload<T = any>(
    path: string,
    fileName: string,
    data: Uint8Array,
    type = 'application/octet-stream',
    method = 'POST',
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new File([data as Uint8Array<ArrayBuffer>], fileName, { type }));
    return this.request<T>(method, path, form);
  }
  /** The Cookie header this client sends (for requests made over a real socket). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
}

let counter = 0;
/** A unique, valid sign-up payload. */
export function newAccount(overrides: Partial<{ displayName: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    displayName: `Test User ${counter}`,
    email: `user-${counter}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Gentle-Passw0rd',
    ...overrides,
  };
}

/** Signs a new account up and returns its client (holding the session) and credentials. */
export async function signedInClient(ctx: TestContext, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const client = new TestClient(ctx);
  const res = await client.post('/api/auth/sign-up', account);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = await client.get('/api/session');
  return { client, account, userId: session.body.user.id as string };
}
