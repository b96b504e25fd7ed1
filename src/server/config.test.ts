import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'a-configured-secret-of-more-than-32-characters';

/** The ConfigError thrown for `env`, failing the test when none is thrown. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** The variables named in a ConfigError, one per `  NAME: reason` line. */
function namedVariables(err: ConfigError): string[] {
  return [...err.message.matchAll(/^ {2}([A-Z][A-Z0-9_]*|\(environment\)):/gm)].map((m) => m[1]!);
}

describe('loadConfig defaults (an empty environment runs the whole product)', () => {
  it('gives every documented default', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      authSecret: undefined,
      trustProxy: false,
      logLevel: 'info',
      rateLimits: {
        windowSeconds: 900,
        signInPerIp: 30,
        signInFailuresPerSource: 10,
        signInFailuresPerAccount: 50,
        signUpPerIp: 20,
        guestbookWindowSeconds: 3600,
        guestbookPerIp: 10,
        guestbookPerMemorial: 60,
        contactFormWindowSeconds: 3600,
        contactFormPerIp: 10,
        contactFormPerAddress: 5,
      },
      support: { name: 'the support team', email: 'support@localhost', phone: null },
      ai: { kind: 'builtin', timeoutMs: 60_000, maxPerMinute: 12 },
      mail: {
        smtpUrl: undefined,
        from: 'Forget-me-not <no-reply@localhost>',
        replyTo: undefined,
        outboxDir: path.resolve('./data/outbox'),
      },
      scheduler: { enabled: true, intervalMs: 30_000 },
      billing: { mode: 'manual' },
      storage: { kind: 'local', dir: path.resolve('./data/storage') },
      identityProviders: [],
    });
  });

  it('resolves DATA_DIR to an absolute path', () => {
    const config = loadConfig({ DATA_DIR: 'some/relative/dir' });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.join(process.cwd(), 'some/relative/dir'));
    expect(loadConfig({ DATA_DIR: '/srv/fmn' }).dataDir).toBe('/srv/fmn');
  });

  it('derives the public URL from PORT when PUBLIC_URL is unset', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.secureCookies).toBe(false);
  });

  it('reads every variable it knows', () => {
    expect(
      loadConfig({
        NODE_ENV: 'development',
        PORT: '4000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/fmn',
        DATABASE_URL: 'postgresql://fmn:pw@db:5432/fmn',
        DATABASE_POOL_SIZE: '25',
        PUBLIC_URL: 'https://memorials.example.org',
        AUTH_SECRET: SECRET,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'debug',
        SIGNIN_MAX_PER_IP: '7',
        SIGNIN_MAX_FAILURES_PER_SOURCE: '3',
        SIGNIN_MAX_FAILURES_PER_ACCOUNT: '30',
        SIGNUP_MAX_PER_IP: '2',
        RATE_LIMIT_WINDOW_SECONDS: '60',
        GUESTBOOK_WINDOW_SECONDS: '120',
        GUESTBOOK_MAX_PER_IP: '4',
        GUESTBOOK_MAX_PER_MEMORIAL: '9',
        CONTACT_FORM_WINDOW_SECONDS: '600',
        CONTACT_FORM_MAX_PER_IP: '3',
        CONTACT_FORM_MAX_PER_ADDRESS: '2',
        SUPPORT_NAME: 'Jane Rivers',
        SUPPORT_EMAIL: 'help@example.org',
        SUPPORT_PHONE: '+1 555 010 0100',
        S3_BUCKET: 'fmn-media',
        S3_ENDPOINT: 'https://minio.example.org:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-access-key-example',
        S3_FORCE_PATH_STYLE: 'false',
        AI_MODEL: 'llama3.1',
        AI_BASE_URL: 'http://ollama.internal:11434/v1/',
        AI_API_KEY: 'sk-example',
        AI_TIMEOUT_SECONDS: '30',
        AI_MAX_PER_MINUTE: '5',
        SMTP_URL: 'smtps://fmn:pw@mail.example.org:465',
        MAIL_FROM: 'Memorials <hello@example.org>',
        MAIL_REPLY_TO: 'care@example.org',
        SCHEDULER_ENABLED: 'false',
        SCHEDULER_INTERVAL_SECONDS: '5',
        STRIPE_SECRET_KEY: 'sk_live_example123',
        STRIPE_WEBHOOK_SECRET: 'whsec_example123',
        STRIPE_PRICE_MONTHLY: 'price_monthly123',
        STRIPE_PRICE_ANNUAL: 'price_annual123',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
        OIDC_GOOGLE_CLIENT_ID: 'google-client',
        OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
        OIDC_MICROSOFT_CLIENT_ID: 'ms-client',
        OIDC_MICROSOFT_CLIENT_SECRET: 'ms-secret',
        OIDC_MICROSOFT_TENANT_ID: 'organizations',
        OIDC_APPLE_CLIENT_ID: 'apple-client',
        OIDC_APPLE_CLIENT_SECRET: 'apple-secret',
        OIDC_PROVIDERS: 'practice',
        OIDC_PRACTICE_ISSUER: 'https://id.example.org/realms/practice/',
        OIDC_PRACTICE_CLIENT_ID: 'fmn',
        OIDC_PRACTICE_CLIENT_SECRET: 'practice-secret',
        OIDC_PRACTICE_NAME: 'Hillside Counselling',
      }),
    ).toEqual({
      env: 'development',
      port: 4000,
      host: '127.0.0.1',
      dataDir: '/var/lib/fmn',
      databaseUrl: 'postgresql://fmn:pw@db:5432/fmn',
      databasePoolSize: 25,
      publicUrl: 'https://memorials.example.org',
      secureCookies: true,
      authSecret: SECRET,
      trustProxy: true,
      logLevel: 'debug',
      rateLimits: {
        windowSeconds: 60,
        signInPerIp: 7,
        signInFailuresPerSource: 3,
        signInFailuresPerAccount: 30,
        signUpPerIp: 2,
        guestbookWindowSeconds: 120,
        guestbookPerIp: 4,
        guestbookPerMemorial: 9,
        contactFormWindowSeconds: 600,
        contactFormPerIp: 3,
        contactFormPerAddress: 2,
      },
      support: { name: 'Jane Rivers', email: 'help@example.org', phone: '+1 555 010 0100' },
      storage: {
        kind: 's3',
        bucket: 'fmn-media',
        endpoint: 'https://minio.example.org:9000',
        region: 'eu-west-3',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-access-key-example',
        forcePathStyle: false,
      },
      ai: {
        kind: 'openai',
        baseUrl: 'http://ollama.internal:11434/v1',
        apiKey: 'sk-example',
        model: 'llama3.1',
        timeoutMs: 30_000,
        maxPerMinute: 5,
      },
      mail: {
        smtpUrl: 'smtps://fmn:pw@mail.example.org:465',
        from: 'Memorials <hello@example.org>',
        replyTo: 'care@example.org',
        outboxDir: '/var/lib/fmn/outbox',
      },
      scheduler: { enabled: false, intervalMs: 5000 },
      billing: {
        mode: 'stripe',
        secretKey: 'sk_live_example123',
        webhookSecret: 'whsec_example123',
        prices: { monthly: 'price_monthly123', annual: 'price_annual123' },
        api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      },
      identityProviders: [
        { kind: 'google', id: 'google', name: 'Google', clientId: 'google-client', clientSecret: 'google-secret' },
        {
          kind: 'microsoft',
          id: 'microsoft',
          name: 'Microsoft',
          tenantId: 'organizations',
          clientId: 'ms-client',
          clientSecret: 'ms-secret',
        },
        { kind: 'apple', id: 'apple', name: 'Apple', clientId: 'apple-client', clientSecret: 'apple-secret' },
        {
          kind: 'oidc',
          id: 'practice',
          name: 'Hillside Counselling',
          clientId: 'fmn',
          clientSecret: 'practice-secret',
          issuer: 'https://id.example.org/realms/practice/',
          discoveryUrl: 'https://id.example.org/realms/practice/.well-known/openid-configuration',
        },
      ],
    });
  });

  it('is manual billing without a Stripe key, and Stripe needs all of its variables', () => {
    expect(loadConfig({}).billing).toEqual({ mode: 'manual' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set[\s\S]*STRIPE_PRICE_MONTHLY: must be set[\s\S]*STRIPE_PRICE_ANNUAL: must be set/,
    );
    expect(() => loadConfig({ STRIPE_PRICE_MONTHLY: 'price_x' })).toThrow(/STRIPE_SECRET_KEY: must be set/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_ANNUAL: 'price_a',
    }).billing;
    expect(stripe).toMatchObject({ mode: 'stripe', api: undefined });
  });

  it('uses the builtin companion unless a model is named, and the OpenAI address by default', () => {
    expect(loadConfig({}).ai.kind).toBe('builtin');
    const ai = loadConfig({ AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-x' }).ai;
    expect(ai).toMatchObject({ kind: 'openai', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' });
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/AI_MODEL: must be set/);
    expect(() => loadConfig({ AI_API_KEY: 'sk-x' })).toThrow(/AI_MODEL: must be set/);
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ SOMETHING_ELSE: 'x', PATH: '/usr/bin' }).port).toBe(3000);
  });
});

describe('loadConfig refuses bad values, naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'localhost:5432/fmn'],
    ['AUTH_SECRET', 'too-short'],
    ['AUTH_SECRET', 'x'.repeat(31)],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://files.example.org'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'maybe'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['SIGNIN_MAX_PER_IP', '0'],
    ['SIGNIN_MAX_FAILURES_PER_SOURCE', '0'],
    ['SIGNIN_MAX_FAILURES_PER_ACCOUNT', 'ten'],
    ['SIGNUP_MAX_PER_IP', '1.5'],
    ['RATE_LIMIT_WINDOW_SECONDS', '-5'],
    ['S3_BUCKET', 'ab'],
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_BUCKET', 'bucket/with/slashes'],
    ['S3_BUCKET', `b${'x'.repeat(63)}`],
    ['S3_ENDPOINT', 'not a url'],
    ['S3_ENDPOINT', 'ftp://files.example.org'],
    ['S3_REGION', 'EU West'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
    ['S3_ACCESS_KEY_ID', 'x'.repeat(257)],
    ['AI_BASE_URL', 'localhost:11434'],
    ['AI_TIMEOUT_SECONDS', '0'],
    ['AI_TIMEOUT_SECONDS', 'soon'],
    ['AI_MAX_PER_MINUTE', '0'],
    ['SMTP_URL', 'mail.example.org:587'],
    ['SMTP_URL', 'http://mail.example.org'],
    ['SCHEDULER_ENABLED', 'sometimes'],
    ['SCHEDULER_INTERVAL_SECONDS', '0'],
  ])('%s=%j throws a ConfigError naming %s', (name, value) => {
    const err = configError({ [name]: value });
    expect(err.name).toBe('ConfigError');
    expect(namedVariables(err)).toEqual([name]);
    expect(err.message).toMatch(/^Invalid configuration:\n/);
  });

  it('explains what a DATABASE_URL must look like', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'DATABASE_URL: must start with postgres:// or postgresql://',
    );
  });

  it('explains how long AUTH_SECRET must be, without echoing the secret', () => {
    const short = 'short-secret-value';
    const err = configError({ AUTH_SECRET: short });
    expect(err.message).toContain('AUTH_SECRET: must be at least 32 characters');
    expect(err.message).not.toContain(short);
  });

  it('does not echo a DATABASE_URL password in the error', () => {
    const err = configError({ DATABASE_URL: 'mysql://admin:hunter2-secret@db/x' });
    expect(err.message).not.toContain('hunter2-secret');
  });

  it('names every bad variable at once', () => {
    const err = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    expect(namedVariables(err).sort()).toEqual(['AUTH_SECRET', 'DATABASE_URL', 'PORT']);
  });

  it('accepts the boundary values', () => {
    expect(loadConfig({ PORT: '1' }).port).toBe(1);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe('x'.repeat(32));
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
  });
});

describe('PUBLIC_URL', () => {
  it('https turns on secure cookies and loses its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://memorials.example.org/' });
    expect(config.publicUrl).toBe('https://memorials.example.org');
    expect(config.secureCookies).toBe(true);
  });

  it('removes several trailing slashes and keeps a path', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/fmn///' }).publicUrl).toBe('https://example.org/fmn');
  });

  it('plain http keeps cookies without Secure', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://fmn.local:8080/' });
    expect(config.publicUrl).toBe('http://fmn.local:8080');
    expect(config.secureCookies).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('%j means %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('is off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('empty strings are treated as unset', () => {
  it('so that `NAME=` lines copied from .env.example keep the defaults', () => {
    expect(
      loadConfig({
        NODE_ENV: '',
        PORT: '',
        HOST: '',
        DATA_DIR: '',
        DATABASE_URL: '',
        DATABASE_POOL_SIZE: '',
        PUBLIC_URL: '',
        AUTH_SECRET: '',
        TRUST_PROXY: '',
        LOG_LEVEL: '',
        SIGNIN_MAX_PER_IP: '',
        SIGNIN_MAX_FAILURES_PER_SOURCE: '',
        SIGNIN_MAX_FAILURES_PER_ACCOUNT: '',
        SIGNUP_MAX_PER_IP: '',
        RATE_LIMIT_WINDOW_SECONDS: '',
        STORAGE_DIR: '',
        S3_BUCKET: '',
        S3_ENDPOINT: '',
        S3_REGION: '',
        S3_ACCESS_KEY_ID: '',
        S3_SECRET_ACCESS_KEY: '',
        S3_FORCE_PATH_STYLE: '',
      }),
    ).toEqual(loadConfig({}));
  });

  it('an empty AUTH_SECRET means "generate one", not "too short"', () => {
    expect(loadConfig({ AUTH_SECRET: '' }).authSecret).toBeUndefined();
  });

  it('an empty DATABASE_URL means the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});

describe('media storage', () => {
  it('is a folder under DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/fmn' }).storage).toEqual({ kind: 'local', dir: '/srv/fmn/storage' });
    expect(loadConfig({ DATA_DIR: 'rel/data' }).storage).toEqual({
      kind: 'local',
      dir: path.join(process.cwd(), 'rel/data/storage'),
    });
  });

  it('STORAGE_DIR moves it, resolved to an absolute path', () => {
    expect(loadConfig({ STORAGE_DIR: '/mnt/media' }).storage).toEqual({ kind: 'local', dir: '/mnt/media' });
    expect(loadConfig({ DATA_DIR: '/srv/fmn', STORAGE_DIR: 'media' }).storage).toEqual({
      kind: 'local',
      dir: path.join(process.cwd(), 'media'),
    });
  });

  it('S3_BUCKET alone turns on S3 with AWS defaults: us-east-1, path style, the SDK credential chain', () => {
    expect(loadConfig({ S3_BUCKET: 'fmn-media' }).storage).toEqual({
      kind: 's3',
      bucket: 'fmn-media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
  });

  it('S3 settings win over STORAGE_DIR', () => {
    expect(loadConfig({ S3_BUCKET: 'fmn-media', STORAGE_DIR: '/mnt/media' }).storage.kind).toBe('s3');
  });

  it('accepts the usual S3-compatible services', () => {
    const r2 = loadConfig({
      S3_BUCKET: 'memorials',
      S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(r2).toMatchObject({
      kind: 's3',
      region: 'auto',
      endpoint: 'https://0123456789abcdef.r2.cloudflarestorage.com',
    });
    const minio = loadConfig({ S3_BUCKET: 'fmn.media-1', S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage;
    expect(minio).toMatchObject({ kind: 's3', bucket: 'fmn.media-1', forcePathStyle: true });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('S3_FORCE_PATH_STYLE=%j means %s', (value, expected) => {
    expect(loadConfig({ S3_BUCKET: 'fmn-media', S3_FORCE_PATH_STYLE: value }).storage).toMatchObject({
      forcePathStyle: expected,
    });
  });

  it('refuses S3 settings without a bucket instead of quietly storing on local disk', () => {
    expect(namedVariables(configError({ S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toEqual(['S3_BUCKET']);
    expect(namedVariables(configError({ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }))).toEqual(['S3_BUCKET']);
  });

  it('refuses half a key pair, naming the missing half, without echoing the secret', () => {
    expect(namedVariables(configError({ S3_BUCKET: 'fmn-media', S3_ACCESS_KEY_ID: 'k' }))).toEqual([
      'S3_SECRET_ACCESS_KEY',
    ]);
    const err = configError({ S3_BUCKET: 'fmn-media', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(namedVariables(err)).toEqual(['S3_ACCESS_KEY_ID']);
    expect(err.message).not.toContain('very-secret-value');
  });

  it('explains what a bucket name must look like', () => {
    expect(configError({ S3_BUCKET: 'No' }).message).toContain('S3_BUCKET: must be a bucket name');
  });
});

describe('.env.example documents the configuration', () => {
  const configSource = readFileSync(fileURLToPath(new URL('./config.ts', import.meta.url)), 'utf8');
  const schemaBlock = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(configSource)?.[1] ?? '';
  const schemaKeys = [...schemaBlock.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
  const examplePath = path.join(repoRoot, '.env.example');

  function exampleLines(): string[] {
    return readFileSync(examplePath, 'utf8').split(/\r?\n/);
  }
  /** Variables set (`NAME=`) or shown commented out (`# NAME=`) in .env.example. */
  function documentedKeys(): Set<string> {
    return new Set(
      exampleLines()
        .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
        .filter((k): k is string => !!k),
    );
  }

  it('finds the schema keys in config.ts', () => {
    expect(schemaKeys.length).toBeGreaterThanOrEqual(14);
    expect(schemaKeys).toContain('PORT');
    expect(schemaKeys).toContain('DATABASE_URL');
    expect(schemaKeys).toContain('AUTH_SECRET');
  });

  it('exists at the repository root', () => {
    expect(existsSync(examplePath)).toBe(true);
  });

  it('lists every variable of the schema', () => {
    const documented = documentedKeys();
    expect(schemaKeys.filter((k) => !documented.has(k))).toEqual([]);
  });

  it('lists no variable the server does not read', () => {
    const known = new Set(schemaKeys);
    // A generic identity provider's variables are named by its id in OIDC_PROVIDERS (decision 039).
    const providers = exampleLines()
      .map((line) => /^#?\s*OIDC_PROVIDERS=(.*)$/.exec(line)?.[1])
      .filter((v): v is string => !!v)
      .flatMap((v) => v.split(','))
      .map((id) => id.trim().toUpperCase());
    expect(providers.length).toBeGreaterThan(0);
    for (const id of providers)
      for (const suffix of ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'NAME', 'DISCOVERY_URL'])
        known.add(`OIDC_${id}_${suffix}`);
    expect([...documentedKeys()].filter((k) => !known.has(k))).toEqual([]);
  });

  it('has only valid values: loading it as the environment works', () => {
    const env: Record<string, string> = {};
    for (const line of exampleLines()) {
      const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (m) env[m[1]!] = m[2]!.trim();
    }
    expect(Object.keys(env).length).toBeGreaterThan(0);
    const config = loadConfig(env);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.authSecret).toBeUndefined();
  });
});
