// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { parseBuildSettings } from './env-schema';
import { env } from './env';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('build settings (README configuration table)', () => {
  test('unset or blank settings take their defaults', () => {
    expect(parseBuildSettings({ VITE_SUPPORT_CHAT_URL: '  ' })).toEqual({
      apiBaseUrl: '',
      supportChatUrl: undefined,
      gaMeasurementId: undefined,
      frenchPreview: false,
    });
  });

  test('good values are read, trimmed', () => {
    expect(
      parseBuildSettings({
        VITE_API_BASE_URL: ' https://api.example.com ',
        VITE_SUPPORT_CHAT_URL: 'https://chat.example.com/kinderwait',
        VITE_GA_MEASUREMENT_ID: 'G-ABC123',
        VITE_FRENCH_PREVIEW: 'on',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com',
      supportChatUrl: 'https://chat.example.com/kinderwait',
      gaMeasurementId: 'G-ABC123',
      frenchPreview: true,
    });
  });

  test('bad values fail with every bad variable named', () => {
    const parse = () =>
      parseBuildSettings({
        VITE_API_BASE_URL: 'api.example.com',
        VITE_SUPPORT_CHAT_URL: 'javascript:alert(1)',
        VITE_GA_MEASUREMENT_ID: 'UA-12345-1',
        VITE_FRENCH_PREVIEW: 'yes',
      });
    expect(parse).toThrow(/VITE_API_BASE_URL: must be an http\(s\) URL/);
    expect(parse).toThrow(/VITE_SUPPORT_CHAT_URL: must be an http\(s\) URL/);
    expect(parse).toThrow(/VITE_GA_MEASUREMENT_ID: must look like G-XXXXXXXXXX/);
    expect(parse).toThrow(/VITE_FRENCH_PREVIEW: must be on or off/);
  });

  test('the build refuses a bad value before bundling anything (vite.config.ts)', async () => {
    vi.stubEnv('VITE_SUPPORT_CHAT_URL', 'ftp://chat.example.com');
    await expect(
      resolveConfig({ root: webDir, logLevel: 'silent', mode: 'production' }, 'build'),
    ).rejects.toThrow(/VITE_SUPPORT_CHAT_URL: must be an http\(s\) URL/);
  });

  test('the build hands the parsed values to the bundle', async () => {
    vi.stubEnv('VITE_SUPPORT_CHAT_URL', ' https://chat.example.com/kinderwait ');
    const config = await resolveConfig(
      { root: webDir, logLevel: 'silent', mode: 'production' },
      'build',
    );
    expect(config.define?.__BUILD_SETTINGS__).toBe(
      JSON.stringify({
        apiBaseUrl: '',
        supportChatUrl: 'https://chat.example.com/kinderwait',
        gaMeasurementId: undefined,
        frenchPreview: false,
      }),
    );
  });

  test('the app reads the settings this test run was built with', () => {
    expect(env).toEqual({
      apiBaseUrl: '',
      supportChatUrl: undefined,
      gaMeasurementId: undefined,
      frenchPreview: false,
      production: false,
    });
  });
});
