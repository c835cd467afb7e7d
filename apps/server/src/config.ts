import path from 'node:path';
import { brand } from '@kinderwait/contract';
import { z } from 'zod';
import { tileUrlProblem } from './map-urls.ts';

/** Dev-only secrets: usable out of the box, refused in production. */
export const developmentSecrets = {
  jwt: 'dev-only-jwt-secret-change-me-in-production',
  cookie: 'dev-only-cookie-secret-change-me-in-production',
} as const;

/**
 * Resolved from this file, not from the cwd: npm runs workspace scripts (`npm run dev -w
 * apps/server`, `db:migrate`) in apps/server but `npm start` at the root, and all must find the
 * same build and the same database.
 */
const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist/client');
const defaultDataDir = path.resolve(import.meta.dirname, '../../../.data');

const minimumSecretLength = 32;

/** `true`/`false`, a hop count, or a comma-separated list of trusted proxy IPs/CIDRs (Fastify trustProxy). */
const trustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  });

/** Comma-separated http(s) origins; each is reduced to its origin (no path, no trailing slash). */
const allowedOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)));

/**
 * The HTTP defaults: headers 15 s (a few KB; a client still sending them after that holds a socket
 * on purpose), the whole request 60 s (a 1 MiB body on a slow mobile link takes about 20 s),
 * keep-alive 65 s (above the 60 s idle timeout of the usual proxies, so the proxy closes first).
 */
const httpDefaults = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 65_000,
} as const;

/** A duration of an HTTP deadline: 100 ms to an hour. */
const httpMilliseconds = z.coerce.number().int().min(100).max(3_600_000);

/** Where the assistant's replies come from: the embedded engine or an AI SDK provider. */
export const aiProviders = ['local', 'openai', 'anthropic', 'ollama', 'openai-compatible'] as const;
export type AiProvider = (typeof aiProviders)[number];

/** Comma-separated email addresses, lower-cased as accounts store them. */
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  )
  .pipe(z.array(z.email()));

const configFields = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z
    .string()
    .transform((dir) => path.resolve(dir))
    .default(defaultDataDir),
  // The HTTP server's limits (http/server-limits.ts). 0 would mean "no limit" to Node: refused.
  HTTP_HEADERS_TIMEOUT_MS: httpMilliseconds.default(httpDefaults.headersTimeoutMs),
  HTTP_REQUEST_TIMEOUT_MS: httpMilliseconds.default(httpDefaults.requestTimeoutMs),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: httpMilliseconds.default(httpDefaults.keepAliveTimeoutMs),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    // An origin has no path; a trailing slash would double up in generated links.
    .transform((url) => new URL(url).origin)
    .optional(),
  ALLOWED_ORIGINS: allowedOrigins.default([]),
  JWT_SECRET: z.string().min(minimumSecretLength).default(developmentSecrets.jwt),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  COOKIE_SECRET: z.string().min(minimumSecretLength).default(developmentSecrets.cookie),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default(`${brand.productName} <${brand.supportEmail}>`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: on outside production (every API test checks the shapes it receives), off in it.
  CHECK_RESPONSES: z.enum(['on', 'off']).optional(),
  TRUST_PROXY: trustProxy.default(false),
  // Given the SuperAdmin role once their email is proven (account/super-admins/).
  SUPERADMIN_EMAILS: emailList.default([]),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  FIELD_CHECK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** The voice agent's public widget: messages per minute per visitor IP (every agent together). */
  WIDGET_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** The voice agent's public widget: messages per minute to one agent, all visitors together. */
  WIDGET_AGENT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  MAGIC_LINKS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  // How long a process reuses a match list asked for twice (provider-matching-list.ts); 0: never.
  MATCH_LIST_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  MAGIC_LINK_VALIDATIONS_PER_USER: z.coerce.number().int().positive().default(10),
  WEB_DIST_DIR: z
    .string()
    .transform((dir) => path.resolve(dir))
    .default(defaultWebDistDir),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')
    .optional(),
  // Payments (integrations/payments): Stripe when both are set, else the embedded sandbox.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_TAX_RATE_ID: z
    .string()
    .regex(/^txr_\w+$/, 'must be a Stripe tax rate id (txr_…)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  HST_REGISTRATION_NUMBER: z
    .string()
    .regex(/^\d{9}RT\d{4}$/, 'must look like 123456789RT0001')
    .optional(),
  // Telephony (integrations/telephony): Twilio when the three are set, else the embedded sandbox.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 format, e.g. +14165550123')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG followed by 32 hex digits)')
    .optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The map's tiles and reverse geocoding, served to the web app and allowed by the CSP.
  MAP_TILE_URL: z
    .string()
    .superRefine((value, context) => {
      const problem = tileUrlProblem(value);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
  GEOCODER_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/[?#]/.test(url), 'must have no query string or fragment')
    // Paths are appended to it ("/reverse?..."): no trailing slash.
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://nominatim.openstreetmap.org'),
  // The server's lookups at GEOCODER_URL (integrations/geocoding): at most one per this many ms
  // per process (Nominatim's public instance allows one a second for a whole application).
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Address suggestions while typing; unset: on, except at OpenStreetMap's public instance, whose
  // usage policy forbids autocomplete (setting it on there is refused).
  GEOCODER_SUGGESTIONS: z.enum(['on', 'off']).optional(),
  // Address lookups (locate, suggest) per client IP per minute.
  GEOCODING_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  // The assistant (integrations/llm): the embedded local engine unless a provider is chosen.
  AI_PROVIDER: z.enum(aiProviders).default('local'),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Embeddings for the knowledge base's search (integrations/llm/embedder.ts): off unless set,
  // `[provider:]model`, e.g. `openai:text-embedding-3-small`; without a provider, AI_PROVIDER's.
  AI_EMBEDDING_MODEL: z.string().trim().min(1).max(200).optional(),
  // The embedding provider's key and URL; unset: AI_API_KEY and AI_BASE_URL when it is AI_PROVIDER.
  AI_EMBEDDING_API_KEY: z.string().min(1).optional(),
  AI_EMBEDDING_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Shorter vectors, for the models that can (OpenAI's text-embedding-3-*): a search scans the
  // provider's vectors, and 256 dimensions scan six times faster than 1536.
  AI_EMBEDDING_DIMENSIONS: z.coerce.number().int().min(16).max(4096).optional(),
  AI_DAILY_MESSAGE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(200),
  AI_DAILY_TOKEN_LIMIT: z.coerce.number().int().min(1).max(1_000_000_000).default(200_000),
  // File storage (integrations/storage): an S3-compatible store when S3_BUCKET is set, else
  // DATA_DIR/files.
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Unset: on with S3_ENDPOINT (MinIO needs it), off without (AWS).
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
  // The knowledge base's website crawl may reach loopback addresses (tests and local demos of a
  // site served on this machine); production refuses to start with it on.
  KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: z.enum(['on', 'off']).default('off'),
};

/** Twilio needs all three (the messaging service SID is optional, for text messages only). */
const twilioVariables = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;

/** OpenStreetMap's own Nominatim, whose usage policy forbids autocomplete. */
export const publicNominatimHost = 'nominatim.openstreetmap.org';

const configSchema = z.object(configFields).transform((env) => ({
  ...env,
  PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
  GEOCODER_SUGGESTIONS:
    env.GEOCODER_SUGGESTIONS ??
    (new URL(env.GEOCODER_URL).hostname === publicNominatimHost ? 'off' : 'on'),
}));

export type Config = z.output<typeof configSchema>;

/** The names of all variables the configuration reads. */
export const configVariableNames = Object.keys(configFields) as (keyof typeof configFields)[];

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Parses every setting at once so start-up fails with the full list of bad variables, not the
 * first. Empty strings count as unset, as `VAR=` in a compose file or .env means "no value".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = presentValues(env);
  const result = configSchema.safeParse(present);
  const problems = [
    ...(result.success ? [] : issuesOf(result.error)),
    // Checked on the raw values, apart from the schema, so they are reported even when another
    // variable is invalid (zod skips object refinements once a field fails).
    ...productionProblems(present),
    ...paymentProblems(present),
    ...telephonyProblems(present),
    ...assistantProblems(present),
    ...embeddingProblems(present),
    ...httpTimeoutProblems(present),
    ...geocoderProblems(present),
    ...storageProblems(present),
  ];
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(problems);
}

function presentValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const databaseConfigSchema = z.object({
  DATABASE_URL: configFields.DATABASE_URL,
  DATA_DIR: configFields.DATA_DIR,
});

export type DatabaseConfig = z.output<typeof databaseConfigSchema>;

/**
 * Only the settings that choose the database, for `db:migrate`: an operator migrating a
 * production database needs its URL, not the mail server or the signing secrets.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const result = databaseConfigSchema.safeParse(presentValues(env));
  if (result.success) return result.data;
  throw new ConfigError(issuesOf(result.error));
}

function productionProblems(env: Readonly<Record<string, string>>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const [name, devValue] of [
    ['JWT_SECRET', developmentSecrets.jwt],
    ['COOKIE_SECRET', developmentSecrets.cookie],
  ] as const) {
    const value = env[name];
    if (value === undefined || value === devValue) {
      problems.push(`${name}: must be set to a secret of your own in production`);
    }
  }
  if (env.SMTP_URL === undefined) {
    problems.push('SMTP_URL: must be set in production (the dev outbox is not allowed there)');
  }
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (env[name] === undefined) {
      problems.push(
        `${name}: must be set in production (the payment sandbox is not allowed there)`,
      );
    }
  }
  for (const name of twilioVariables) {
    if (env[name] === undefined) {
      problems.push(
        `${name}: must be set in production (the telephony sandbox is not allowed there)`,
      );
    }
  }
  if (env.KNOWLEDGE_CRAWL_ALLOW_LOOPBACK === 'on') {
    problems.push(
      'KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: must not be on in production (the crawl would reach this machine)',
    );
  }
  return problems;
}

/** Half a Stripe configuration would take payments it can never confirm (or the reverse). */
function paymentProblems(env: Readonly<Record<string, string>>): string[] {
  const hasKey = env.STRIPE_SECRET_KEY !== undefined;
  const hasSecret = env.STRIPE_WEBHOOK_SECRET !== undefined;
  if (hasKey === hasSecret || env.NODE_ENV === 'production') return [];
  const missing = hasKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
  return [
    `${missing}: must be set together with ${hasKey ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'}`,
  ];
}

/** Part of a Twilio configuration would silently fall back to the sandbox: all three or none. */
function telephonyProblems(env: Readonly<Record<string, string>>): string[] {
  const missing = twilioVariables.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === twilioVariables.length) return [];
  if (env.NODE_ENV === 'production') return [];
  return missing.map((name) => `${name}: must be set together with the other TWILIO_ settings`);
}

/** A hosted model cannot answer without its key, nor a self-hosted one without a model name. */
function assistantProblems(env: Readonly<Record<string, string>>): string[] {
  const provider = env.AI_PROVIDER;
  if (provider === undefined || provider === 'local') return [];
  const problems: string[] = [];
  if (env.AI_MODEL === undefined)
    problems.push(`AI_MODEL: must be set when AI_PROVIDER is ${provider}`);
  if ((provider === 'openai' || provider === 'anthropic') && env.AI_API_KEY === undefined) {
    problems.push(`AI_API_KEY: must be set when AI_PROVIDER is ${provider}`);
  }
  if (provider === 'openai-compatible' && env.AI_BASE_URL === undefined) {
    problems.push('AI_BASE_URL: must be set when AI_PROVIDER is openai-compatible');
  }
  return problems;
}

/** The providers with embedding models (Anthropic has none). */
export const embeddingProviders = ['openai', 'ollama', 'openai-compatible'] as const;
export type EmbeddingProvider = (typeof embeddingProviders)[number];

export interface EmbeddingSetting {
  provider: EmbeddingProvider;
  modelId: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

type EmbeddingVariables = Partial<
  Record<
    | 'AI_PROVIDER'
    | 'AI_API_KEY'
    | 'AI_BASE_URL'
    | 'AI_EMBEDDING_MODEL'
    | 'AI_EMBEDDING_API_KEY'
    | 'AI_EMBEDDING_BASE_URL',
    string
  >
>;

const isEmbeddingProvider = (value: string): value is EmbeddingProvider =>
  (embeddingProviders as readonly string[]).includes(value);

/**
 * AI_EMBEDDING_MODEL read as `[provider:]model`: a prefix counts as the provider only when it
 * names one (Ollama's model ids have colons of their own: `nomic-embed-text:latest`). The key and
 * URL are the embedding ones, else the assistant's when the provider is the same. Null when unset;
 * a string when the setting cannot work.
 */
export function embeddingSetting(env: EmbeddingVariables): EmbeddingSetting | string | null {
  const value = env.AI_EMBEDDING_MODEL?.trim();
  if (value === undefined || value === '') return null;
  const colon = value.indexOf(':');
  const prefix = colon === -1 ? '' : value.slice(0, colon);
  const provider = isEmbeddingProvider(prefix) ? prefix : (env.AI_PROVIDER ?? 'local');
  const modelId = isEmbeddingProvider(prefix) ? value.slice(colon + 1) : value;
  if (!isEmbeddingProvider(provider)) {
    return `AI_EMBEDDING_MODEL: name its provider (${embeddingProviders.join(', ')}), e.g. openai:text-embedding-3-small; AI_PROVIDER ${provider} has no embedding models`;
  }
  if (modelId === '') return 'AI_EMBEDDING_MODEL: the model id is missing after the provider';
  const same = provider === env.AI_PROVIDER;
  const apiKey = env.AI_EMBEDDING_API_KEY ?? (same ? env.AI_API_KEY : undefined);
  const baseUrl = env.AI_EMBEDDING_BASE_URL ?? (same ? env.AI_BASE_URL : undefined);
  if (provider === 'openai' && apiKey === undefined) {
    return 'AI_EMBEDDING_API_KEY: must be set for OpenAI embeddings (or AI_API_KEY with AI_PROVIDER openai)';
  }
  if (provider === 'openai-compatible' && baseUrl === undefined) {
    return 'AI_EMBEDDING_BASE_URL: must be set for openai-compatible embeddings (or AI_BASE_URL with AI_PROVIDER openai-compatible)';
  }
  return { provider, modelId, apiKey, baseUrl };
}

function embeddingProblems(env: Readonly<Record<string, string>>): string[] {
  const setting = embeddingSetting(env);
  return typeof setting === 'string' ? [setting] : [];
}

/** Node refuses to start a server whose headers timeout is longer than its request timeout. */
function httpTimeoutProblems(env: Readonly<Record<string, string>>): string[] {
  const headers = httpMilliseconds.safeParse(
    env.HTTP_HEADERS_TIMEOUT_MS ?? httpDefaults.headersTimeoutMs,
  );
  const request = httpMilliseconds.safeParse(
    env.HTTP_REQUEST_TIMEOUT_MS ?? httpDefaults.requestTimeoutMs,
  );
  // A value that is invalid on its own is the schema's to report.
  if (!headers.success || !request.success || headers.data <= request.data) return [];
  return [
    `HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS (${String(request.data)})`,
  ];
}

/** S3 settings without a bucket would be ignored, and half a key pair cannot sign. */
function storageProblems(env: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const others = [
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ] as const;
  if (env.S3_BUCKET === undefined) {
    for (const name of others) {
      if (env[name] !== undefined) problems.push(`${name}: must be set together with S3_BUCKET`);
    }
    return problems;
  }
  const hasId = env.S3_ACCESS_KEY_ID !== undefined;
  if (hasId !== (env.S3_SECRET_ACCESS_KEY !== undefined)) {
    problems.push(
      `${hasId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set together with ${hasId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`,
    );
  }
  return problems;
}

function geocoderProblems(env: Readonly<Record<string, string>>): string[] {
  if (env.GEOCODER_SUGGESTIONS !== 'on') return [];
  const url = env.GEOCODER_URL ?? `https://${publicNominatimHost}`;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return [];
  }
  return host === publicNominatimHost
    ? [
        `GEOCODER_SUGGESTIONS: ${publicNominatimHost} does not allow autocomplete (its usage policy); use another geocoder or leave suggestions off`,
      ]
    : [];
}
