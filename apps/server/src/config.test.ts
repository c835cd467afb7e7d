import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configVariableNames,
  developmentSecrets,
  loadConfig,
  loadDatabaseConfig,
} from './config.ts';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  COOKIE_SECRET: 'c'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_test_production0configuration',
  STRIPE_WEBHOOK_SECRET: 'whsec_production0configuration',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'production0twilio0token',
  TWILIO_FROM_NUMBER: '+14165550100',
};

function without(env: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('starts with development defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      RATE_LIMIT_MAX: 300,
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.GA_MEASUREMENT_ID).toBeUndefined();
  });

  it('derives the default public origin from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_ORIGIN).toBe('http://localhost:8080');
  });

  it('resolves the web build from the server package, not from the working directory', () => {
    expect(loadConfig({}).WEB_DIST_DIR).toBe(
      path.resolve(import.meta.dirname, '../../web/dist/client'),
    );
  });

  it('keeps the data in the repository root .data by default, whatever the working directory', () => {
    const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
    const cwd = process.cwd();
    try {
      // npm runs workspace scripts in the package directory, `npm start` in the root.
      for (const dir of [repositoryRoot, import.meta.dirname]) {
        process.chdir(dir);
        expect(loadConfig({}).DATA_DIR).toBe(path.join(repositoryRoot, '.data'));
      }
    } finally {
      process.chdir(cwd);
    }
  });

  it('resolves DATA_DIR and WEB_DIST_DIR given relative to the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/data', WEB_DIST_DIR: 'build/web' });
    expect(config.DATA_DIR).toBe(path.resolve('var/data'));
    expect(config.WEB_DIST_DIR).toBe(path.resolve('build/web'));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('strips a path from PUBLIC_ORIGIN', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://kinderwait.ca/' }).PUBLIC_ORIGIN).toBe(
      'https://kinderwait.ca',
    );
  });

  it('refuses a bad PORT, naming the variable', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it('sets HTTP limits fit for a public server by default', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 15_000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      HTTP_MAX_CONNECTIONS: 1_000,
    });
  });

  it('refuses an HTTP limit of 0 (which Node reads as "no limit") or one that is not a whole number', () => {
    for (const name of [
      'HTTP_HEADERS_TIMEOUT_MS',
      'HTTP_REQUEST_TIMEOUT_MS',
      'HTTP_KEEP_ALIVE_TIMEOUT_MS',
      'HTTP_MAX_CONNECTIONS',
    ]) {
      expect(problemsOf({ [name]: '0' })).toEqual([
        expect.stringMatching(new RegExp(`^${name}: `)),
      ]);
      expect(problemsOf({ [name]: '1.5' })).toEqual([
        expect.stringMatching(new RegExp(`^${name}: `)),
      ]);
    }
  });

  it('refuses a headers timeout longer than the request timeout, which Node would refuse', () => {
    expect(problemsOf({ HTTP_HEADERS_TIMEOUT_MS: '90000' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS (60000)',
    ]);
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '90000', HTTP_REQUEST_TIMEOUT_MS: '120000' })
        .HTTP_HEADERS_TIMEOUT_MS,
    ).toBe(90_000);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: '-1',
      DATABASE_URL: 'mysql://db',
      RATE_LIMIT_MAX: '0',
      GA_MEASUREMENT_ID: 'UA-1',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'GA_MEASUREMENT_ID',
      'LOG_LEVEL',
      'PORT',
      'RATE_LIMIT_MAX',
    ]);
  });

  it('puts every problem in the error message', () => {
    expect(() => loadConfig({ PORT: 'x', RATE_LIMIT_MAX: 'y' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- RATE_LIMIT_MAX: /,
    );
  });

  it('accepts a complete production configuration', () => {
    expect(loadConfig(productionEnv).NODE_ENV).toBe('production');
  });

  it('refuses the default secrets in production', () => {
    expect(problemsOf(without(productionEnv, 'JWT_SECRET', 'COOKIE_SECRET'))).toEqual([
      expect.stringMatching(/^JWT_SECRET: /),
      expect.stringMatching(/^COOKIE_SECRET: /),
    ]);
    expect(problemsOf({ ...productionEnv, JWT_SECRET: developmentSecrets.jwt })).toEqual([
      expect.stringMatching(/^JWT_SECRET: /),
    ]);
  });

  it('refuses short secrets', () => {
    expect(problemsOf({ ...productionEnv, COOKIE_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^COOKIE_SECRET: /),
    ]);
  });

  it('refuses production without SMTP_URL, as the dev outbox is not allowed there', () => {
    expect(problemsOf(without(productionEnv, 'SMTP_URL'))).toEqual([
      expect.stringMatching(/^SMTP_URL: .*outbox/),
    ]);
  });

  it('refuses production without Stripe, as the payment sandbox is not allowed there', () => {
    expect(
      problemsOf(without(productionEnv, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET')),
    ).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: .*sandbox/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: .*sandbox/),
    ]);
  });

  it('refuses half a Stripe configuration anywhere, and keys of the wrong kind', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: must be set together/),
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: must be set together/),
    ]);
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: /)]);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
  });

  it('reports production problems together with invalid variables', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'x' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'COOKIE_SECRET',
      'JWT_SECRET',
      'PORT',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM_NUMBER',
    ]);
  });

  it('refuses production without Twilio, as the telephony sandbox is not allowed there', () => {
    expect(problemsOf(without(productionEnv, 'TWILIO_AUTH_TOKEN'))).toEqual([
      expect.stringMatching(/^TWILIO_AUTH_TOKEN: .*telephony sandbox/),
    ]);
  });

  it('refuses part of a Twilio configuration anywhere, and values of the wrong shape', () => {
    expect(problemsOf({ TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}` })).toEqual([
      expect.stringMatching(/^TWILIO_AUTH_TOKEN: must be set together/),
      expect.stringMatching(/^TWILIO_FROM_NUMBER: must be set together/),
    ]);
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a'.repeat(32),
      TWILIO_FROM_NUMBER: '+14165550100',
    };
    expect(problemsOf({ ...twilio, TWILIO_FROM_NUMBER: '416-555-0100' })).toEqual([
      expect.stringMatching(/^TWILIO_FROM_NUMBER: .*E\.164/),
    ]);
    expect(problemsOf({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: 'MG123' })).toEqual([
      expect.stringMatching(/^TWILIO_MESSAGING_SERVICE_SID: /),
    ]);
    expect(loadConfig(twilio)).toMatchObject(twilio);
  });

  it('has OpenStreetMap as the default map and checks the tile URL template and geocoder URL', () => {
    expect(loadConfig({})).toMatchObject({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      GEOCODER_URL: 'https://nominatim.openstreetmap.org',
    });
    expect(
      loadConfig({
        MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png?key=abc',
        GEOCODER_URL: 'http://127.0.0.1:8088/nominatim/',
      }),
    ).toMatchObject({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png?key=abc',
      GEOCODER_URL: 'http://127.0.0.1:8088/nominatim',
    });
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toEqual([
      'MAP_TILE_URL: must contain {y}',
    ]);
    expect(problemsOf({ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toEqual([
      'MAP_TILE_URL: must be an http(s) URL',
    ]);
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.{s}.example.com/{z}/{x}/{y}.png' })).toEqual([
      expect.stringMatching(/^MAP_TILE_URL: may only use \{s\} as the first part/),
    ]);
    expect(problemsOf({ GEOCODER_URL: 'https://geo.example.com/?key=1' })).toEqual([
      expect.stringMatching(/^GEOCODER_URL: /),
    ]);
  });

  it('asks the geocoder at most once a second, and suggests addresses except from OpenStreetMap’s public one', () => {
    expect(loadConfig({})).toMatchObject({
      GEOCODER_MIN_INTERVAL_MS: 1000,
      GEOCODER_SUGGESTIONS: 'off',
      GEOCODING_RATE_LIMIT_MAX: 60,
    });
    expect(loadConfig({ GEOCODER_URL: 'https://geo.example.com' })).toMatchObject({
      GEOCODER_SUGGESTIONS: 'on',
    });
    expect(
      loadConfig({ GEOCODER_URL: 'https://geo.example.com', GEOCODER_SUGGESTIONS: 'off' }),
    ).toMatchObject({ GEOCODER_SUGGESTIONS: 'off' });
    // Its usage policy forbids autocomplete: turning suggestions on there is refused.
    expect(problemsOf({ GEOCODER_SUGGESTIONS: 'on' })).toEqual([
      expect.stringMatching(/^GEOCODER_SUGGESTIONS: nominatim\.openstreetmap\.org does not allow/),
    ]);
  });
});

describe('file storage and the crawl settings', () => {
  it('keeps files under DATA_DIR unless S3_BUCKET is set, and checks the S3 settings together', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(problemsOf({ S3_ENDPOINT: 'http://localhost:9000' })).toEqual([
      'S3_ENDPOINT: must be set together with S3_BUCKET',
    ]);
    expect(problemsOf({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID',
    ]);
    expect(
      loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })
        .S3_REGION,
    ).toBe('us-east-1');
  });

  it('lets the crawl reach loopback only when asked, and never in production', () => {
    expect(loadConfig({}).KNOWLEDGE_CRAWL_ALLOW_LOOPBACK).toBe('off');
    expect(
      loadConfig({ KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: 'on' }).KNOWLEDGE_CRAWL_ALLOW_LOOPBACK,
    ).toBe('on');
    expect(problemsOf({ ...productionEnv, KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: 'on' })).toEqual([
      'KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: must not be on in production (the crawl would reach this machine)',
    ]);
  });
});

describe('loadDatabaseConfig (npm run db:migrate)', () => {
  it('needs only the database settings, even in production', () => {
    const config = loadDatabaseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example.com/kinderwait',
    });
    expect(config.DATABASE_URL).toBe('postgres://db.example.com/kinderwait');
  });

  it('names a bad database variable', () => {
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL:/);
  });
});

/** Variable names in the first column of the README's "## Configuration" table. */
function readmeConfigurationVariables(): string[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n')) ?? '';
  const firstTable = section.split(/\n\n(?=Build-time)/)[0] ?? '';
  return [...firstTable.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1] ?? '');
}

describe('the README configuration table', () => {
  it('lists every variable the server configuration reads, and no other', () => {
    expect(readmeConfigurationVariables().sort()).toEqual([...configVariableNames].sort());
  });
});
