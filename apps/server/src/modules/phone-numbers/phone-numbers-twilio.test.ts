import { buildUrl, phoneNumbersApiPaths, roleIds } from '@kinderwait/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { buyInSandbox } from '../../test/checkout.ts';
import type { FakeTwilio } from '../../test/fake-twilio.ts';
import { fakeTwilioAccount, startFakeTwilio } from '../../test/fake-twilio.ts';
import { finishVoiceSetup, providerWrite } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

const feature = 'voiceAiAgent';
const numbersUrl = buildUrl(phoneNumbersApiPaths.numbers, { feature });
/** The test config's PUBLIC_ORIGIN. */
const origin = 'http://localhost:3000';

forEachDatabase((t) => {
  let twilio: FakeTwilio;
  let app: App;
  const time = createTestClock();

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    app = await t.buildApp({
      env: { ...fakeTwilioAccount, TWILIO_API_URL: twilio.url },
      clock: time.clock,
    });
  });

  beforeEach(() => {
    twilio.failWith = null;
    twilio.failAfterPurchase = null;
  });

  afterAll(async () => {
    await twilio.close();
  });

  const subscribedProvider = async (): Promise<TestUser> => {
    const user = await signUp(app, { roles: ['Licenced'] });
    await finishVoiceSetup(app, user);
    await buyInSandbox(
      app,
      user,
      roleIds.Licenced,
      ['voice-assistant-phone-number'],
      'subscription',
    );
    return user;
  };
  /** Through the service: moving the clock past the retries expires the access token. */
  const numbersOf = (user: TestUser) =>
    app.services.phoneNumbers.list({ user: { id: user.id, email: user.email }, role: null });
  /** Runs the due jobs, then moves past every retry's backoff, `times` over. */
  const runJobs = async (times: number) => {
    for (let index = 0; index < times; index++) {
      await app.jobs.drain();
      time.advance(60 * 60 * 1000);
    }
  };
  const actorOf = (user: TestUser) => ({ user: { id: user.id, email: user.email }, role: null });
  /** The number the provider chooses: the second of a search, as a provider might. */
  const searched = async (user: TestUser, areaCode: '416' | '647' | '437') => {
    const found = await app.services.phoneNumbers.available(actorOf(user), areaCode);
    return found[1]?.number ?? '';
  };
  const purchases = () =>
    twilio.requests.filter(
      (request) => request.method === 'POST' && request.path.endsWith('/IncomingPhoneNumbers.json'),
    );

  it('buys exactly the number chosen from the search, once, with our webhooks, even when the purchase’s answer was lost and the job retried', async () => {
    const provider = await subscribedProvider();
    const chosen = await searched(provider, '437');
    expect(chosen).toMatch(/^\+1437\d{7}$/);
    twilio.requests.length = 0;
    twilio.failAfterPurchase = { status: 500, code: 20500, message: 'Internal Server Error' };
    const asked = await providerWrite(app, provider, 'POST', numbersUrl, {
      areaCode: '437',
      number: chosen,
    });
    expect(asked.statusCode, asked.body).toBe(202);

    await runJobs(3);
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]?.form.get('PhoneNumber')).toBe(chosen);
    expect(twilio.owned.size).toBe(1);
    const [owned] = twilio.owned.values();
    expect(owned).toMatchObject({
      number: chosen,
      voiceUrl: `${origin}/api/telephony/twilio/voice`,
      statusCallback: `${origin}/api/telephony/twilio/status`,
    });
    expect(await numbersOf(provider)).toEqual([
      expect.objectContaining({ state: 'active', number: owned?.number, areaCode: '437' }),
    ]);
    // The text went through Twilio to the setup's SMS number.
    const texts = twilio.requests.filter((request) => request.path.endsWith('/Messages.json'));
    expect(texts.map((request) => request.form.get('To'))).toEqual(['+14165550100']);
    expect(texts[0]?.form.get('Body')).toContain(`${origin}/voice-ai-agent/profile-dashboard`);
  });

  it('retries with backoff while Twilio fails, then marks the request failed and tells the provider', async () => {
    const provider = await subscribedProvider();
    twilio.owned.clear();
    const chosen = await searched(provider, '416');
    twilio.failWith = { status: 503, code: 20503, message: 'Service Unavailable' };
    t.allowServerErrors();
    await providerWrite(app, provider, 'POST', numbersUrl, { areaCode: '416', number: chosen });

    await app.jobs.drain();
    expect((await numbersOf(provider))[0]?.state).toBe('provisioning');
    await runJobs(8);
    expect(await numbersOf(provider)).toEqual([
      expect.objectContaining({ state: 'failed', failureReason: 'provider_unavailable' }),
    ]);
    expect(twilio.owned.size).toBe(0);
    const notices = await app.services.notices.noticesOf(provider.id);
    expect(notices.items[0]).toMatchObject({
      kind: 'phone_number_failed',
      data: { areaCode: '416' },
    });

    // The provider may ask again once Twilio is back.
    twilio.failWith = null;
    const again = await app.services.phoneNumbers.request(actorOf(provider), {
      areaCode: '416',
      number: chosen,
    });
    expect(again.state).toBe('provisioning');
    await runJobs(1);
    expect((await numbersOf(provider))[0]?.state).toBe('active');
  });

  it('says number_taken when Twilio refuses the chosen number (bought meanwhile), and buys no other', async () => {
    const provider = await subscribedProvider();
    twilio.owned.clear();
    const chosen = await searched(provider, '647');
    // Someone else buys it between the search and the purchase.
    twilio.owned.set('PNelsewhere', {
      sid: 'PNelsewhere',
      number: chosen,
      friendlyName: 'elsewhere',
      voiceUrl: '',
      statusCallback: '',
    });
    twilio.requests.length = 0;
    await providerWrite(app, provider, 'POST', numbersUrl, { areaCode: '647', number: chosen });
    await runJobs(3);

    expect(await numbersOf(provider)).toEqual([
      expect.objectContaining({ state: 'failed', failureReason: 'number_taken', number: null }),
    ]);
    // One refused purchase, not retried, and no other number bought.
    expect(purchases()).toHaveLength(1);
    expect([...twilio.owned.values()].map((owned) => owned.number)).toEqual([chosen]);
    twilio.owned.delete('PNelsewhere');
  });
});
