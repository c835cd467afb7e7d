import type {
  AgentPhoneNumber,
  AvailablePhoneNumbersResponse,
  NoticesResponse,
  PhoneNumbersResponse,
  Subscription,
} from '@kinderwait/contract';
import {
  buildUrl,
  notificationsApiPaths,
  phoneNumbersApiPaths,
  phoneNumbersErrorCodes,
  roleIds,
  subscriptionsApiPaths,
  usersApiPaths,
} from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import { sandboxNumbersOf } from '../../integrations/telephony/sandbox-telephony.ts';
import type { TestUser } from '../../test/accounts.ts';
import { outboxFor, signUp } from '../../test/accounts.ts';
import { buyInSandbox } from '../../test/checkout.ts';
import { finishVoiceSetup, providerWrite } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

const feature = 'voiceAiAgent';
const numbersUrl = buildUrl(phoneNumbersApiPaths.numbers, { feature });
const availableUrl = (areaCode: string) =>
  buildUrl(phoneNumbersApiPaths.available, { feature }, { areaCode });
const dayMs = 24 * 60 * 60 * 1000;
const time = createTestClock();

forEachDatabase(
  (t) => {
    let provider: TestUser;
    let other: TestUser;
    let parent: TestUser;
    let unsubscribed: TestUser;

    const subscribe = (user: TestUser) =>
      buyInSandbox(
        t.app(),
        user,
        roleIds.Licenced,
        ['voice-assistant-phone-number'],
        'subscription',
      );

    beforeAll(async () => {
      provider = await signUp(t.app(), { roles: ['Licenced'] });
      other = await signUp(t.app(), { roles: ['Licenced'] });
      parent = await signUp(t.app(), { roles: ['Parent'] });
      unsubscribed = await signUp(t.app(), { roles: ['Licenced'] });
      for (const user of [provider, other, unsubscribed]) await finishVoiceSetup(t.app(), user);
      await subscribe(provider);
      await subscribe(other);
    });

    const get = (url: string, user: TestUser) =>
      t.app().inject({ method: 'GET', url, headers: user.headers(roleIds.Licenced) });
    const numbersOf = async (user: TestUser) => {
      const response = await get(numbersUrl, user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PhoneNumbersResponse>().items;
    };
    const phoneSubscriptionOf = async (user: TestUser) => {
      const listed = await get(
        buildUrl(usersApiPaths.userSubscriptions, { email: user.email }),
        user,
      );
      const { items } = listed.json<{ items: Subscription[] }>();
      return items.find((item) => item.productCode === 'voice-assistant-phone-number')?.id ?? '';
    };
    const sandboxLog = async (to: string) =>
      (await t.app().services.devTelephony.latest(to)).map((entry) => entry.text);

    it('refuses the anonymous (401), a parent (403) and another feature (400)', async () => {
      expect((await t.app().inject({ method: 'GET', url: numbersUrl })).statusCode).toBe(401);
      const asParent = await t
        .app()
        .inject({ method: 'GET', url: numbersUrl, headers: parent.headers(roleIds.Parent) });
      expect(asParent.statusCode).toBe(403);
      const otherFeature = buildUrl(phoneNumbersApiPaths.numbers, { feature: 'broadcast' });
      expect((await get(otherFeature, provider)).statusCode).toBe(400);
    });

    it('needs the phone number subscription to search or choose (402)', async () => {
      const search = await get(availableUrl('416'), unsubscribed);
      expect(search.statusCode).toBe(402);
      expect(search.json()).toMatchObject({ code: phoneNumbersErrorCodes.subscriptionRequired });
      const chosen = await providerWrite(t.app(), unsubscribed, 'POST', numbersUrl, {
        areaCode: '416',
        number: '+14165550100',
      });
      expect(chosen.statusCode).toBe(402);
      expect(await numbersOf(unsubscribed)).toEqual([]);
    });

    it('refuses an area code outside Toronto, a number of another area code, a number not E.164 and no number (400)', async () => {
      expect((await get(availableUrl('212'), provider)).statusCode).toBe(400);
      for (const body of [
        { areaCode: '416', number: '+16475550100' },
        { areaCode: '212', number: '+12125550100' },
        { areaCode: '416', number: '4165550100' },
        { areaCode: '416', number: '+1416555010' },
        { areaCode: '416' },
      ]) {
        const refused = await providerWrite(t.app(), provider, 'POST', numbersUrl, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await numbersOf(provider)).toEqual([]);
    });

    it('offers the sandbox’s fictional 555-01xx numbers of each area code', async () => {
      for (const areaCode of ['416', '647', '437']) {
        const response = await get(availableUrl(areaCode), provider);
        expect(response.statusCode, response.body).toBe(200);
        const { items } = response.json<AvailablePhoneNumbersResponse>();
        expect(items).toHaveLength(10);
        expect(items[0]).toEqual({ number: `+1${areaCode}5550100`, areaCode });
      }
    });

    it('buys the chosen number in a job, then texts it with the dashboard link to the setup’s SMS number', async () => {
      const chosen = sandboxNumbersOf('647')[3] ?? '';
      const response = await providerWrite(t.app(), provider, 'POST', numbersUrl, {
        areaCode: '647',
        number: chosen,
      });
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json<AgentPhoneNumber>()).toMatchObject({
        areaCode: '647',
        number: null,
        state: 'provisioning',
        failureReason: null,
      });

      await t.app().jobs.drain();
      const [number] = await numbersOf(provider);
      expect(number).toMatchObject({ number: chosen, state: 'active', releaseAt: null });
      // The setup chat's SMS number (finishVoiceSetup: +14165550100).
      const texts = await sandboxLog('+14165550100');
      expect(texts[0]).toBe(
        'KinderWait: your voice agent now answers calls at (647) 555-0103. Dashboard: http://localhost:3000/voice-ai-agent/profile-dashboard',
      );
      expect(await sandboxLog(chosen)).toEqual([
        expect.stringMatching(/^Bought as kinderwait:.+ Calls: .+\/api\/telephony\/twilio\/voice$/),
      ]);
      const notices = await get(notificationsApiPaths.notices, provider);
      expect(notices.json<NoticesResponse>().items[0]).toMatchObject({
        kind: 'phone_number_ready',
        data: { number: chosen },
      });
      // A number held is offered to nobody else; the other provider does not see it.
      const offered = (await get(availableUrl('647'), other)).json<AvailablePhoneNumbersResponse>();
      expect(offered.items.map((item) => item.number)).not.toContain(chosen);
      expect(await numbersOf(other)).toEqual([]);
    });

    it('holds one number at a time (409)', async () => {
      const again = await providerWrite(t.app(), provider, 'POST', numbersUrl, {
        areaCode: '416',
        number: '+14165550100',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: phoneNumbersErrorCodes.alreadyHeld });
    });

    it('fails a number bought by someone else meanwhile as number_taken, buys nothing else, and lets the provider choose again', async () => {
      const taken = (await numbersOf(provider))[0]?.number ?? '';
      const response = await providerWrite(t.app(), other, 'POST', numbersUrl, {
        areaCode: '647',
        number: taken,
      });
      expect(response.statusCode, response.body).toBe(202);
      await t.app().jobs.drain();
      expect(await numbersOf(other)).toEqual([
        expect.objectContaining({ state: 'failed', failureReason: 'number_taken', number: null }),
      ]);
      // Nothing else bought: the first free number is still offered.
      const offered = (await get(availableUrl('647'), other)).json<AvailablePhoneNumbersResponse>();
      expect(offered.items[0]?.number).toBe('+16475550100');
      const mail = await outboxFor(t.app(), other.email);
      expect(mail.map((message) => message.text).join('\n')).toContain(
        'was bought by someone else',
      );

      time.advance(1000);
      const again = await providerWrite(t.app(), other, 'POST', numbersUrl, {
        areaCode: '647',
        number: '+16475550100',
      });
      expect(again.statusCode, again.body).toBe(202);
      await t.app().jobs.drain();
      expect((await numbersOf(other))[0]).toMatchObject({
        number: '+16475550100',
        state: 'active',
      });
    });

    it('keeps the number when a cancelled subscription is resumed', async () => {
      const subscriptionId = await phoneSubscriptionOf(other);
      const subscriptionUrl = (path: string) => buildUrl(path, { subscriptionId });
      const write = (path: string) =>
        providerWrite(t.app(), other, 'POST', subscriptionUrl(path), {});
      expect((await write(subscriptionsApiPaths.cancel)).statusCode).toBe(200);
      expect((await numbersOf(other))[0]?.state).toBe('releasing');
      expect((await write(subscriptionsApiPaths.resume)).statusCode).toBe(200);
      expect((await numbersOf(other))[0]).toMatchObject({ state: 'active', releaseAt: null });
    });

    it('releases the number a grace period after a cancelled subscription ends, telling the provider first', async () => {
      const [subscription] = (
        await get(buildUrl(usersApiPaths.userSubscriptions, { email: provider.email }), provider)
      ).json<{ items: Subscription[] }>().items;
      const cancelled = await providerWrite(
        t.app(),
        provider,
        'POST',
        buildUrl(subscriptionsApiPaths.cancel, { subscriptionId: subscription?.id ?? '' }),
        {},
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [releasing] = await numbersOf(provider);
      expect(releasing?.state).toBe('releasing');
      const releaseAt = Date.parse(releasing?.releaseAt ?? '');
      const periodEnd = Date.parse(subscription?.currentPeriodEnd ?? '');
      expect(releaseAt - periodEnd).toBe(7 * dayMs);
      // Still answering until then (the emails go now); released once the day has come.
      await t.app().jobs.drain();
      expect((await numbersOf(provider))[0]?.state).toBe('releasing');
      const mail = await outboxFor(t.app(), provider.email);
      expect(mail.map((message) => message.subject)).toContainEqual(
        expect.stringMatching(/^Your voice agent's number \(647\) 555-0103 stops on /),
      );
      time.advance(releaseAt - time.clock().getTime() + 1000);
      await t.app().jobs.drain();
      // The access token expired meanwhile: read through the service.
      const actor = { user: { id: provider.id, email: provider.email }, role: null };
      expect((await t.app().services.phoneNumbers.list(actor))[0]).toMatchObject({
        state: 'released',
      });
      expect((await sandboxLog(releasing?.number ?? ''))[0]).toBe('Released.');
    });

    it('starts the grace period of a number whose subscription lapsed without a cancellation (the hourly sweep), then releases it', async () => {
      // The other provider's month ended during the previous test's wait; the drain ran the sweep.
      const actor = { user: { id: other.id, email: other.email }, role: null };
      const [lapsed] = await t.app().services.phoneNumbers.list(actor);
      expect(lapsed?.state).toBe('releasing');
      expect(Date.parse(lapsed?.releaseAt ?? '')).toBeGreaterThan(time.clock().getTime());
      const notices = await t.app().services.notices.noticesOf(other.id);
      expect(notices.items[0]).toMatchObject({
        kind: 'phone_number_releasing',
        data: { number: lapsed?.number },
      });
      time.advance(8 * dayMs);
      await t.app().jobs.drain();
      expect((await t.app().services.phoneNumbers.list(actor))[0]?.state).toBe('released');
    });
  },
  { clock: time.clock },
);
