import type { OfferLinkView, ProviderOffer, TelephonyLogEntry } from '@kinderwait/contract';
import { buildUrl, devTelephonyApiPaths, offersApiPaths, roleIds } from '@kinderwait/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import type { FakeTwilio } from '../../../test/fake-twilio.ts';
import { fakeTwilioAccount, startFakeTwilio } from '../../../test/fake-twilio.ts';
import { sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase, xsrfHeaders } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/offers-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  offerLinkOf,
  requestIdOf,
  resetClock,
  signInAgain,
  toddlers,
} from '../../../test/fixtures/offers-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto: the default deadline is the end of Thursday.
const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);
const adaPhone = '+14165550123';
const benPhone = '+14165550124';

/** Two SMS segments of plain GSM-7 text at most (153 characters each once split). */
const smsMaxLength = 306;

// The parent is told of an offer by SMS too when their profile has a phone number
// (docs/product/offers.md#email-and-text-messages).
forEachDatabase(
  (t) => {
    let owner: TestUser;
    let providerId: string;

    const offer = async (app: App, family: Family): Promise<ProviderOffer> => {
      time.advance(60_000);
      const response = await sendJson(
        app,
        'POST',
        buildUrl(offersApiPaths.providerOffers, { providerId }),
        {
          requestId: requestIdOf(family, providerId),
          ageGroupId: toddlers,
          startDate: '2027-03-01',
        },
        owner.headers(roleIds.Licenced),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ProviderOffer>();
    };
    const sandboxTexts = async (): Promise<TelephonyLogEntry[]> => {
      const response = await t.app().inject({ method: 'GET', url: devTelephonyApiPaths.log });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TelephonyLogEntry[]>().filter((entry) => entry.kind === 'sms');
    };

    beforeAll(async () => {
      resetClock(time, start);
      owner = await signUp(t.app(), { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.connection().db, owner, 'Sunny Days', 1, 5);
    });

    describe('through the sandbox telephony', () => {
      let ada: Family;
      let ben: Family;

      beforeAll(async () => {
        const db = t.connection().db;
        ada = await createFamily(t.app(), 'Ada', [providerId], { phone: { db, number: adaPhone } });
        ben = await createFamily(t.app(), 'Ben', [providerId]);
      });

      it('texts a parent with a phone number once, after the request; one without gets none', async () => {
        const made = await offer(t.app(), ada);
        await offer(t.app(), ben);
        expect(await sandboxTexts()).toEqual([]);
        await t.app().jobs.drain();
        await t.app().jobs.drain();

        const texts = await sandboxTexts();
        expect(texts.map((entry) => entry.to)).toEqual([adaPhone]);
        const [text] = texts;
        const body = text?.text ?? '';
        // Plain, short, names the provider and the deadline, and carries the one-tap link.
        expect(body).toMatch(/^KinderWait: Sunny Days offers Ada a spot\. Answer by Thu, Nov 26: /);
        expect(body).not.toMatch(/<[a-z]/i);
        expect(body).toMatch(/^[\x20-\x7e]+$/);
        expect(body.length).toBeLessThanOrEqual(smsMaxLength);
        const emailed = await offerLinkOf(t.app(), ada);
        const link = /https?:\/\/\S+$/.exec(body)?.[0] ?? '';
        expect(link).toContain(`/offers/${made.id}?token=${emailed.token}`);

        // The texted link reads this offer, as the email's does.
        const url = new URL(link);
        const view = await t.app().inject({
          method: 'POST',
          url: buildUrl(offersApiPaths.linkView, { offerId: made.id }),
          headers: { 'content-type': 'application/json', ...(await xsrfHeaders(t.app())) },
          payload: JSON.stringify({ token: url.searchParams.get('token') }),
        });
        expect(view.statusCode, view.body).toBe(200);
        expect(view.json<OfferLinkView>()).toMatchObject({ providerName: 'Sunny Days' });
      });
    });

    describe('through Twilio (a local fake) that fails once', () => {
      let twilio: FakeTwilio;
      let app: App;
      let cy: Family;
      let dee: Family;

      const messagesTo = (to: string) =>
        twilio.requests.filter(
          (request) => request.path.endsWith('/Messages.json') && request.form.get('To') === to,
        );

      beforeAll(async () => {
        twilio = await startFakeTwilio();
        app = await t.buildApp({
          env: { ...fakeTwilioAccount, TWILIO_API_URL: twilio.url },
          clock: time.clock,
        });
        const db = t.connection().db;
        cy = await createFamily(app, 'Cy', [providerId], { phone: { db, number: adaPhone } });
        dee = await createFamily(app, 'Dee', [providerId], { phone: { db, number: benPhone } });
      });
      afterAll(() => twilio.close());

      it('retries a text whose send failed and sends it once', async () => {
        // Jobs left by the sandbox tests are done: only this offer's jobs are due.
        await app.jobs.drain();
        await offer(app, cy);
        twilio.failWith = { status: 503, code: 20503, message: 'Service Unavailable' };
        const first = await app.jobs.drain();
        twilio.failWith = null;
        expect(first).toMatchObject({ retried: 1, failed: 0 });
        expect(messagesTo(adaPhone)).toHaveLength(1);

        time.advance(60_000);
        expect(await app.jobs.drain()).toMatchObject({ retried: 0, failed: 0 });
        time.advance(60 * 60_000);
        await app.jobs.drain();
        // The failed attempt and the one that went through; nothing after.
        expect(messagesTo(adaPhone)).toHaveLength(2);
        expect(messagesTo(adaPhone)[1]?.form.get('Body')).toContain('Sunny Days offers Cy a spot');
      });

      it('does not retry a number that cannot take texts (the email still goes)', async () => {
        owner = await signInAgain(app, owner); // the clock moved past the access token's life
        await offer(app, dee);
        twilio.failWith = { status: 400, code: 21614, message: 'not a mobile number' };
        const drained = await app.jobs.drain();
        twilio.failWith = null;
        expect(drained).toMatchObject({ retried: 0, failed: 0 });
        time.advance(60 * 60_000);
        await app.jobs.drain();
        expect(messagesTo(benPhone)).toHaveLength(1);
        expect((await offerLinkOf(app, dee)).message.subject).toContain('Sunny Days offers Dee');
      });
    });
  },
  { clock: time.clock },
);
