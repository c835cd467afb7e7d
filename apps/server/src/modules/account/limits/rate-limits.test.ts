import { randomInt, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildUrl,
  commonErrorCodes,
  registrationApiPaths,
  signInApiPaths,
  signInErrorCodes,
  signInMessages,
  tooManyRequestsMessage,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import { minuteMs } from '../../../clock.ts';
import {
  confirmationUrl,
  freshAddress,
  outboxFor,
  post,
  uniqueEmail,
} from '../../../test/accounts.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock();
const redisUrl = process.env.TEST_REDIS_URL;

const statusesOf = (responses: readonly LightMyRequestResponse[]): number[] =>
  responses.map((response) => response.statusCode);

async function sequentially(
  count: number,
  call: (index: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (let index = 0; index < count; index++) responses.push(await call(index));
  return responses;
}

/** Each public sign-in call, from a given client IP. */
const signInCalls: readonly [
  string,
  (app: App, address: string) => Promise<LightMyRequestResponse>,
][] = [
  [
    'magic links',
    (app: App, address: string) =>
      post(app, signInApiPaths.magicLinks, { email: uniqueEmail(), confirmationUrl }, {}, address),
  ],
  [
    'resend',
    (app: App, address: string) =>
      post(
        app,
        buildUrl(signInApiPaths.resendActivation, {}, { email: uniqueEmail(), confirmationUrl }),
        undefined,
        {},
        address,
      ),
  ],
  [
    'link validation',
    (app: App, address: string) =>
      post(
        app,
        signInApiPaths.validateMagicLink,
        { userId: 'guess', etoken: 'guess' },
        {},
        address,
      ),
  ],
  [
    'token refresh',
    (app: App, address: string) =>
      post(app, signInApiPaths.refreshToken, { refreshToken: 'guess' }, {}, address),
  ],
];

forEachDatabase(
  (t) => {
    describe('per email (MAGIC_LINKS_PER_EMAIL in 15 minutes, counted in the database)', () => {
      let app: App;
      const limitedApp = async (): Promise<App> => {
        app = await t.buildApp({ env: { MAGIC_LINKS_PER_EMAIL: '2' }, clock: time.clock });
        return app;
      };

      it('allows exactly the limit, then answers 429 with a human message and sends nothing', async () => {
        await limitedApp();
        const email = uniqueEmail();
        const body = { email, confirmationUrl, name: 'Eager Clicker' };
        // Each from another IP, so only the per-email limit can stop them.
        const responses = await sequentially(3, () => post(app, signInApiPaths.magicLinks, body));

        expect(statusesOf(responses)).toEqual([200, 200, 429]);
        expect(responses[2]?.json()).toEqual({
          message: 'Too many sign-in requests for this email. Try again in a few minutes.',
          code: signInErrorCodes.tooManyEmailRequests,
        });
        expect(await outboxFor(app, email)).toHaveLength(2);
        // Like every 429: when to come back, at most the 15-minute window.
        expect(Number(responses[2]?.headers['retry-after'])).toBe(15 * 60);
      });

      it('never sends more than the limit when requests for one email arrive at once', async () => {
        await limitedApp();
        const email = uniqueEmail();
        const responses = await Promise.all(
          Array.from({ length: 8 }, () =>
            post(app, signInApiPaths.magicLinks, { email, confirmationUrl }),
          ),
        );
        expect(statusesOf(responses).sort()).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
        expect(await outboxFor(app, email)).toHaveLength(2);
      });

      it('counts magic links and resends together, case-insensitively, and for emails without an account', async () => {
        await limitedApp();
        const email = uniqueEmail('nobody');
        const first = await post(app, signInApiPaths.magicLinks, {
          email: email.toUpperCase(),
          confirmationUrl,
        });
        const resendUrl = buildUrl(signInApiPaths.resendActivation, {}, { email, confirmationUrl });
        const second = await post(app, resendUrl);
        const third = await post(app, resendUrl);
        expect(statusesOf([first, second, third])).toEqual([200, 200, 429]);
        expect(third.json()).toMatchObject({ message: signInMessages.tooManyEmailRequests });
      });

      it('lets the email ask again once 15 minutes have passed', async () => {
        await limitedApp();
        const email = uniqueEmail();
        const ask = () => post(app, signInApiPaths.magicLinks, { email, confirmationUrl });
        expect(statusesOf(await sequentially(3, ask))).toEqual([200, 200, 429]);

        time.advance(15 * minuteMs + 1000);

        expect((await ask()).statusCode).toBe(200);
      });

      it('holds across app instances sharing the database (several processes)', async () => {
        const [first, second] = [await limitedApp(), await limitedApp()];
        const email = uniqueEmail();
        const body = { email, confirmationUrl };
        expect((await post(first, signInApiPaths.magicLinks, body)).statusCode).toBe(200);
        expect((await post(second, signInApiPaths.magicLinks, body)).statusCode).toBe(200);
        expect((await post(first, signInApiPaths.magicLinks, body)).statusCode).toBe(429);
      });
    });

    describe('per account (MAGIC_LINK_VALIDATIONS_PER_USER in 15 minutes)', () => {
      it('stops link guesses for one account from many IPs, other accounts unaffected', async () => {
        const app = await t.buildApp({
          env: { MAGIC_LINK_VALIDATIONS_PER_USER: '2' },
          clock: time.clock,
        });
        const target = randomUUID();
        // Each from another IP, so only the per-account limit can stop them.
        const guesses = await sequentially(3, () =>
          post(app, signInApiPaths.validateMagicLink, { userId: target, etoken: 'guess' }),
        );
        expect(statusesOf(guesses)).toEqual([400, 400, 429]);
        expect(guesses[2]?.json()).toMatchObject({ code: commonErrorCodes.rateLimited });
        // Like the per-IP 429: when to come back, as the message says.
        const retryAfter = Number(guesses[2]?.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(guesses[2]?.json()).toMatchObject({ message: tooManyRequestsMessage(retryAfter) });

        const other = await post(app, signInApiPaths.validateMagicLink, {
          userId: randomUUID(),
          etoken: 'guess',
        });
        expect(other.statusCode).toBe(400);
      });
    });

    describe('per client IP (AUTH_RATE_LIMIT_MAX and FIELD_CHECK_RATE_LIMIT_MAX per minute)', () => {
      const perIp = async (
        env: Record<string, string>,
        call: (app: App, address: string) => Promise<LightMyRequestResponse>,
      ): Promise<{
        statuses: number[];
        last: LightMyRequestResponse | undefined;
        other: number;
      }> => {
        const app = await t.buildApp({ env, clock: time.clock });
        const address = freshAddress();
        const responses = await sequentially(3, () => call(app, address));
        const other = (await call(app, freshAddress())).statusCode;
        return { statuses: statusesOf(responses), last: responses[2], other };
      };

      it.each(signInCalls)(
        'limits %s: 429 once the limit is used, other clients unaffected',
        async (_name, call) => {
          const { statuses, last, other } = await perIp({ AUTH_RATE_LIMIT_MAX: '2' }, call);
          expect(statuses.slice(2)).toEqual([429]);
          expect(statuses.slice(0, 2)).not.toContain(429);
          expect(last?.json()).toMatchObject({ code: commonErrorCodes.rateLimited });
          expect(last?.json<{ message: string }>().message).toMatch(
            /^Too many requests, please try again in \d+ seconds?\.$/,
          );
          expect(other).not.toBe(429);
        },
      );

      it('counts links, resends, validations and refreshes against one budget per client', async () => {
        const app = await t.buildApp({ env: { AUTH_RATE_LIMIT_MAX: '3' }, clock: time.clock });
        const address = freshAddress();
        const statuses: number[] = [];
        for (const [, call] of signInCalls) statuses.push((await call(app, address)).statusCode);
        // Four different calls, one budget of three: the fourth is refused, whichever it is.
        expect(statuses.slice(0, 3)).not.toContain(429);
        expect(statuses.slice(3)).toEqual([429]);
        for (const [, call] of signInCalls) {
          expect((await call(app, address)).statusCode).toBe(429);
          expect((await call(app, freshAddress())).statusCode).not.toBe(429);
        }
      });

      describe.runIf(redisUrl !== undefined)('with the counters in Redis (REDIS_URL)', () => {
        it('keeps one sign-in budget per client across routes and processes', async () => {
          const env = { AUTH_RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl ?? '' };
          const processes = [await t.buildApp({ env }), await t.buildApp({ env })];
          // Redis keeps counters between runs: an address no recent run is likely to have used.
          const address = `172.${String(randomInt(16, 32))}.${String(randomInt(0, 256))}.${String(randomInt(1, 255))}`;
          const statuses: number[] = [];
          for (const [index, [, call]] of signInCalls.entries()) {
            const app = processes[index % processes.length];
            if (app !== undefined) statuses.push((await call(app, address)).statusCode);
          }
          expect(statuses.slice(0, 3)).not.toContain(429);
          expect(statuses.slice(3)).toEqual([429]);
        });
      });

      it.each([
        registrationApiPaths.validateEmail + '?email=a%40example.com',
        registrationApiPaths.validateUserName + '?userName=alice',
        registrationApiPaths.validateUserNameEmail + '?userName=alice&email=a%40example.com',
      ])('limits the register-form check %s', async (url) => {
        const { statuses, other } = await perIp(
          { FIELD_CHECK_RATE_LIMIT_MAX: '2' },
          (app, address) => app.inject({ method: 'GET', url, remoteAddress: address }),
        );
        expect(statuses).toEqual([200, 200, 429]);
        expect(other).toBe(200);
      });
    });
  },
  { clock: time.clock },
);
