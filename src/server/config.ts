/**
 * The one place that reads process.env. Every variable is validated at start; a bad value stops
 * the process with a message naming the variable. Documented in .env.example and the README.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  SIGNIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGNIN_MAX_FAILURES_PER_SOURCE: z.coerce.number().int().min(1).default(10),
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  GUESTBOOK_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  GUESTBOOK_MAX_PER_MEMORIAL: z.coerce.number().int().min(1).default(60),
  GUESTBOOK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  // The partner application and support forms (decision 037), each counted per IP and per address.
  CONTACT_FORM_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  CONTACT_FORM_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  CONTACT_FORM_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  SUPPORT_NAME: z.string().trim().min(1).max(100).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^[0-9+()\-.\s]{5,40}$/, 'must be a phone number such as +1 555 010 0199')
    .optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1 or auto')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  AI_API_KEY: z.string().min(1).max(500).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  AI_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(12),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^\s]+$/,
      'must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.com:465',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).max(300).optional(),
  MAIL_REPLY_TO: z.string().min(3).max(300).optional(),
  SCHEDULER_ENABLED: bool.default(true),
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_ANNUAL: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  // Sign in with an identity provider (decision 039): each is on when its client id and secret are set.
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_MICROSOFT_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_MICROSOFT_TENANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,100}$/, 'must be a tenant id, a domain, or common, organizations or consumers')
    .default('common'),
  OIDC_APPLE_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_APPLE_CLIENT_SECRET: z.string().min(1).max(4000).optional(),
  OIDC_PROVIDERS: z
    .string()
    .regex(/^[a-z0-9-]{1,30}(,[a-z0-9-]{1,30})*$/, 'must be a comma-separated list of ids such as practice,keycloak')
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  secureCookies: boolean;
  authSecret: string | undefined;
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  rateLimits: {
    windowSeconds: number;
    signInPerIp: number;
    /** Failed sign-ins to one account from one address or known browser before that source is paused. */
    signInFailuresPerSource: number;
    /** Failed sign-ins to one account from all sources before new places must wait (decision 015). */
    signInFailuresPerAccount: number;
    signUpPerIp: number;
    guestbookWindowSeconds: number;
    guestbookPerIp: number;
    guestbookPerMemorial: number;
    contactFormWindowSeconds: number;
    contactFormPerIp: number;
    contactFormPerAddress: number;
  };
  /** The AI provider: the offline builtin companion, or an OpenAI-compatible server. */
  ai:
    | { kind: 'builtin'; timeoutMs: number; maxPerMinute: number }
    | {
        kind: 'openai';
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        timeoutMs: number;
        maxPerMinute: number;
      };
  /** The support contact /support shows (decision 037); phone null: no phone line is shown. */
  support: { name: string; email: string; phone: string | null };
  /** Outgoing email: SMTP when smtpUrl is set, else .eml files in outboxDir (decision 011). */
  mail: { smtpUrl: string | undefined; from: string; replyTo: string | undefined; outboxDir: string };
  /** The in-process scheduler that sends letters and reminders. */
  scheduler: { enabled: boolean; intervalMs: number };
  /** Where uploaded media live: a folder on local disk, or an S3-compatible bucket. */
  /**
   * How plans are paid for: 'manual' (no Stripe: the site's admins grant plans) or Stripe Checkout
   * and its customer portal (docs/decisions/034-stripe-billing.md).
   */
  billing:
    | { mode: 'manual' }
    | {
        mode: 'stripe';
        secretKey: string;
        webhookSecret: string;
        prices: { monthly: string; annual: string };
        /** Where the Stripe API is (STRIPE_API_BASE; tests point it at a local fake); else Stripe's own. */
        api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
      };
  /** Identity providers people may sign in with (decision 039); empty: none. */
  identityProviders: IdentityProviderConfig[];
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        endpoint?: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
}

/**
 * One identity provider. `kind` 'oidc' is any OpenID Connect provider found through its discovery
 * document (Authentik, Keycloak, a practice's own); the others are Better Auth's own providers.
 */
export type IdentityProviderConfig =
  | { kind: 'google' | 'apple'; id: string; name: string; clientId: string; clientSecret: string }
  | { kind: 'microsoft'; id: 'microsoft'; name: string; clientId: string; clientSecret: string; tenantId: string }
  | {
      kind: 'oidc';
      id: string;
      name: string;
      clientId: string;
      clientSecret: string;
      issuer: string;
      discoveryUrl: string;
    };

/** Ids Better Auth gives its own routes or providers: a generic provider may not take them. */
const RESERVED_PROVIDER_IDS = new Set(['google', 'apple', 'microsoft', 'credential', 'email', 'passkey']);

/**
 * The providers the environment switches on. A built-in one needs OIDC_<NAME>_CLIENT_ID and
 * _CLIENT_SECRET; each id of OIDC_PROVIDERS needs OIDC_<ID>_ISSUER, _CLIENT_ID and _CLIENT_SECRET,
 * and may have _NAME (the button's words) and _DISCOVERY_URL (else the issuer's well-known one).
 */
function identityProviders(
  e: z.output<typeof envSchema>,
  env: Record<string, string | undefined>,
  problems: string[],
): IdentityProviderConfig[] {
  const out: IdentityProviderConfig[] = [];
  const pair = (name: string, id?: string, secret?: string) => {
    if (!id && !secret) return null;
    if (!id || !secret) {
      problems.push(`  OIDC_${name}_CLIENT_ID and OIDC_${name}_CLIENT_SECRET: must be set together`);
      return null;
    }
    return { clientId: id, clientSecret: secret };
  };
  const google = pair('GOOGLE', e.OIDC_GOOGLE_CLIENT_ID, e.OIDC_GOOGLE_CLIENT_SECRET);
  if (google) out.push({ kind: 'google', id: 'google', name: 'Google', ...google });
  const microsoft = pair('MICROSOFT', e.OIDC_MICROSOFT_CLIENT_ID, e.OIDC_MICROSOFT_CLIENT_SECRET);
  if (microsoft)
    out.push({
      kind: 'microsoft',
      id: 'microsoft',
      name: 'Microsoft',
      tenantId: e.OIDC_MICROSOFT_TENANT_ID,
      ...microsoft,
    });
  const apple = pair('APPLE', e.OIDC_APPLE_CLIENT_ID, e.OIDC_APPLE_CLIENT_SECRET);
  if (apple) out.push({ kind: 'apple', id: 'apple', name: 'Apple', ...apple });
  for (const id of e.OIDC_PROVIDERS?.split(',') ?? []) {
    const key = `OIDC_${id.toUpperCase().replace(/-/g, '_')}`;
    if (RESERVED_PROVIDER_IDS.has(id) || out.some((p) => p.id === id)) {
      problems.push(`  OIDC_PROVIDERS: "${id}" is taken; choose another id`);
      continue;
    }
    const issuer = env[`${key}_ISSUER`];
    const discovery = env[`${key}_DISCOVERY_URL`];
    const clientId = env[`${key}_CLIENT_ID`];
    const clientSecret = env[`${key}_CLIENT_SECRET`];
    const name = env[`${key}_NAME`]?.trim() || id;
    const isUrl = (v: string | undefined) => !!v && /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v);
    if (!isUrl(issuer)) problems.push(`  ${key}_ISSUER: must be the provider's http:// or https:// issuer URL`);
    if (discovery !== undefined && !isUrl(discovery)) problems.push(`  ${key}_DISCOVERY_URL: must be an http(s) URL`);
    if (!clientId) problems.push(`  ${key}_CLIENT_ID: must be set (OIDC_PROVIDERS names "${id}")`);
    if (!clientSecret) problems.push(`  ${key}_CLIENT_SECRET: must be set (OIDC_PROVIDERS names "${id}")`);
    if (name.length > 60) problems.push(`  ${key}_NAME: must be at most 60 characters`);
    if (!isUrl(issuer) || !clientId || !clientSecret || name.length > 60) continue;
    if (discovery !== undefined && !isUrl(discovery)) continue;
    const base = issuer!.replace(/\/+$/, '');
    out.push({
      kind: 'oidc',
      id,
      name,
      clientId,
      clientSecret,
      issuer: issuer!,
      discoveryUrl: discovery ?? `${base}/.well-known/openid-configuration`,
    });
  }
  return out;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // S3 settings without a bucket would silently fall back to local disk, and half a key pair would
  // silently fall back to the SDK's own credential chain: both are refused, naming the variable.
  const storageProblems: string[] = [];
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    storageProblems.push('  S3_BUCKET: must be set when S3_ENDPOINT or S3 credentials are set');
  }
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
    storageProblems.push('  S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID');
  }
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
    storageProblems.push('  S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY');
  }
  if (!e.AI_MODEL && (e.AI_BASE_URL || e.AI_API_KEY)) {
    storageProblems.push('  AI_MODEL: must be set when AI_BASE_URL or AI_API_KEY is set (the model to ask)');
  }
  if (e.STRIPE_SECRET_KEY) {
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const) {
      if (!e[name]) storageProblems.push(`  ${name}: must be set when STRIPE_SECRET_KEY is set`);
    }
  } else if (e.STRIPE_WEBHOOK_SECRET || e.STRIPE_PRICE_MONTHLY || e.STRIPE_PRICE_ANNUAL || e.STRIPE_API_BASE) {
    storageProblems.push('  STRIPE_SECRET_KEY: must be set when other STRIPE_ variables are set');
  }
  const providers = identityProviders(e, cleaned, storageProblems);
  if (storageProblems.length) throw new ConfigError(`Invalid configuration:\n${storageProblems.join('\n')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      signInPerIp: e.SIGNIN_MAX_PER_IP,
      signInFailuresPerSource: e.SIGNIN_MAX_FAILURES_PER_SOURCE,
      signInFailuresPerAccount: e.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
      signUpPerIp: e.SIGNUP_MAX_PER_IP,
      guestbookWindowSeconds: e.GUESTBOOK_WINDOW_SECONDS,
      guestbookPerIp: e.GUESTBOOK_MAX_PER_IP,
      guestbookPerMemorial: e.GUESTBOOK_MAX_PER_MEMORIAL,
      contactFormWindowSeconds: e.CONTACT_FORM_WINDOW_SECONDS,
      contactFormPerIp: e.CONTACT_FORM_MAX_PER_IP,
      contactFormPerAddress: e.CONTACT_FORM_MAX_PER_ADDRESS,
    },
    ai: e.AI_MODEL
      ? {
          kind: 'openai',
          baseUrl: (e.AI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL,
          timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
          maxPerMinute: e.AI_MAX_PER_MINUTE,
        }
      : { kind: 'builtin', timeoutMs: e.AI_TIMEOUT_SECONDS * 1000, maxPerMinute: e.AI_MAX_PER_MINUTE },
    support: {
      name: e.SUPPORT_NAME ?? 'the support team',
      email: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
      phone: e.SUPPORT_PHONE ?? null,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Forget-me-not <no-reply@${new URL(publicUrl).hostname}>`,
      replyTo: e.MAIL_REPLY_TO,
      outboxDir: path.resolve(e.DATA_DIR, 'outbox'),
    },
    scheduler: { enabled: e.SCHEDULER_ENABLED, intervalMs: e.SCHEDULER_INTERVAL_SECONDS * 1000 },
    billing: e.STRIPE_SECRET_KEY
      ? {
          mode: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          prices: { monthly: e.STRIPE_PRICE_MONTHLY!, annual: e.STRIPE_PRICE_ANNUAL! },
          api: e.STRIPE_API_BASE ? apiAddress(e.STRIPE_API_BASE) : undefined,
        }
      : { mode: 'manual' },
    identityProviders: providers,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', dir: path.resolve(e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'storage')) },
  };
}

/** host, port and protocol of an http(s) URL, as the Stripe SDK takes them. */
function apiAddress(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol };
}
