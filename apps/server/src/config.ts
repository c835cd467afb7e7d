import path from 'node:path';
import { brand } from '@kinderwait/contract';
import { z } from 'zod';

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

const configFields = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z
    .string()
    .transform((dir) => path.resolve(dir))
    .default(defaultDataDir),
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
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  FIELD_CHECK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  MAGIC_LINKS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  MAGIC_LINK_VALIDATIONS_PER_USER: z.coerce.number().int().positive().default(10),
  WEB_DIST_DIR: z
    .string()
    .transform((dir) => path.resolve(dir))
    .default(defaultWebDistDir),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')
    .optional(),
};

const configSchema = z.object(configFields).transform((env) => ({
  ...env,
  PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
}));

export type Config = z.output<typeof configSchema>;

/** The names of all variables the configuration reads. */
export const configVariableNames = Object.keys(configFields) as (keyof typeof configFields)[];

/** Every configuration variable, for the README's configuration table. */
export const configDocs: readonly { name: keyof Config; default: string; description: string }[] = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      '`production` refuses default secrets and a missing SMTP_URL, marks cookies Secure, sends HSTS; `development` pretty-prints logs.',
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the HTTP server listens on.' },
  { name: 'PORT', default: '3000', description: 'HTTP port.' },
  {
    name: 'DATA_DIR',
    default: '.data (at the repository root)',
    description:
      'Local data directory; a value you set is relative to the working directory. Holds the embedded PGlite database (DATA_DIR/pglite) when DATABASE_URL is unset.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite)',
    description:
      'postgres:// URL of a PostgreSQL 15+ server; switches from PGlite to node-postgres.',
  },
  {
    name: 'PUBLIC_ORIGIN',
    default: 'http://localhost:PORT',
    description:
      'Origin users reach the app at; used in sitemap.xml, robots.txt and links in emails.',
  },
  {
    name: 'ALLOWED_ORIGINS',
    default: '(unset)',
    description:
      'Further comma-separated origins that sign-in links (confirmationUrl) may point at, besides PUBLIC_ORIGIN.',
  },
  {
    name: 'JWT_SECRET',
    default: '(dev-only value)',
    description: 'Signs access tokens; at least 32 characters; required in production.',
  },
  {
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    default: '900',
    description: 'Lifetime of access tokens in seconds (30 to 86400).',
  },
  {
    name: 'COOKIE_SECRET',
    default: '(dev-only value)',
    description: 'Signs cookies; at least 32 characters; required in production.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: dev outbox)',
    description: 'smtp:// or smtps:// URL for outgoing mail; required in production.',
  },
  {
    name: 'MAIL_FROM',
    default: `${brand.productName} <${brand.supportEmail}>`,
    description: 'From address of outgoing mail.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Set behind a reverse proxy or load balancer so client IPs (rate limits, logs) come from X-Forwarded-For: true, a hop count, or comma-separated proxy IPs/CIDRs.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '300',
    description: 'Default requests per minute per client IP; routes may set their own limits.',
  },
  {
    name: 'AUTH_RATE_LIMIT_MAX',
    default: '20',
    description:
      'Requests per minute per client IP on each sign-in route (magic links, resend, link validation, token refresh).',
  },
  {
    name: 'FIELD_CHECK_RATE_LIMIT_MAX',
    default: '60',
    description:
      'Requests per minute per client IP on each register-form check (validateEmail, validateUserName, validateUserNameEmail).',
  },
  {
    name: 'MAGIC_LINKS_PER_EMAIL',
    default: '5',
    description:
      'Sign-in emails one address can be sent per 15 minutes, counted in the database so the limit holds across processes.',
  },
  {
    name: 'MAGIC_LINK_VALIDATIONS_PER_USER',
    default: '10',
    description:
      'Sign-in link validations per account (userId) per 15 minutes, whatever the client IP; counted per process.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist/client',
    description:
      'Built web app the server serves (default resolved from the server package, not the working directory).',
  },
  {
    name: 'GA_MEASUREMENT_ID',
    default: '(unset: no analytics)',
    description:
      'Google Analytics 4 measurement id (G-...); when set, the Content-Security-Policy allows the Google Analytics origins.',
  },
];

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
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const result = configSchema.safeParse(present);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    // Checked on the raw values, apart from the schema, so they are reported even when another
    // variable is invalid (zod skips object refinements once a field fails).
    ...productionProblems(present),
  ];
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(problems);
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
  return problems;
}
