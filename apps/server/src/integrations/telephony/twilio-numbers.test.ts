import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeTwilio } from '../../test/fake-twilio.ts';
import { fakeTwilioAccount, startFakeTwilio } from '../../test/fake-twilio.ts';
import { createTwilioTelephony } from './twilio-telephony.ts';

const account = {
  accountSid: fakeTwilioAccount.TWILIO_ACCOUNT_SID,
  authToken: fakeTwilioAccount.TWILIO_AUTH_TOKEN,
  fromNumber: fakeTwilioAccount.TWILIO_FROM_NUMBER,
};
const accountPath = `/2010-04-01/Accounts/${account.accountSid}`;
const purchase = {
  friendlyName: 'kinderwait:one',
  voiceUrl: 'https://app.example/api/telephony/twilio/voice',
  statusCallbackUrl: 'https://app.example/api/telephony/twilio/status',
};

describe('phone numbers through the Twilio adapter, against a local fake of the Twilio API', () => {
  let fake: FakeTwilio;
  const telephony = () => createTwilioTelephony({ ...account, apiUrl: fake.url });

  beforeAll(async () => {
    fake = await startFakeTwilio();
  });

  beforeEach(() => {
    fake.requests.length = 0;
    fake.failWith = null;
    fake.owned.clear();
  });

  afterAll(async () => {
    await fake.close();
  });

  it('searches Canadian local numbers of the area code that take calls and texts', async () => {
    const found = await telephony().searchNumbers('647', 3);
    expect(found.map((available) => available.number)).toEqual([
      '+16472001000',
      '+16472001001',
      '+16472001002',
    ]);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'GET',
      path: `${accountPath}/AvailablePhoneNumbers/CA/Local.json`,
    });
  });

  it('buys a number with our voice webhook and status callback, and finds it by its name', async () => {
    const bought = await telephony().buyNumber({ number: '+14162001000', ...purchase });
    expect(bought.number).toBe('+14162001000');
    expect(bought.id).toMatch(/^PN[0-9a-f]{32}$/);
    const request = fake.requests.find((sent) => sent.method === 'POST');
    expect(request?.path).toBe(`${accountPath}/IncomingPhoneNumbers.json`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      PhoneNumber: '+14162001000',
      FriendlyName: purchase.friendlyName,
      VoiceUrl: purchase.voiceUrl,
      VoiceMethod: 'POST',
      StatusCallback: purchase.statusCallbackUrl,
      StatusCallbackMethod: 'POST',
    });
    expect(await telephony().findNumber(purchase.friendlyName)).toEqual(bought);
    expect(await telephony().findNumber('kinderwait:other')).toBeNull();
    // A number held is no longer offered.
    const offered = await telephony().searchNumbers('416', 10);
    expect(offered.map((available) => available.number)).not.toContain('+14162001000');
  });

  it('says a number someone bought first is taken', async () => {
    await telephony().buyNumber({ number: '+14162001000', ...purchase });
    await expect(
      telephony().buyNumber({ number: '+14162001000', ...purchase, friendlyName: 'kinderwait:b' }),
    ).rejects.toMatchObject({ reason: 'number-taken' });
  });

  it('releases a number, and a number released before is no failure', async () => {
    const bought = await telephony().buyNumber({ number: '+14372001000', ...purchase });
    await telephony().releaseNumber(bought.id);
    expect(fake.owned.size).toBe(0);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `${accountPath}/IncomingPhoneNumbers/${bought.id}.json`,
    });
    await expect(telephony().releaseNumber(bought.id)).resolves.toBeUndefined();
  });

  it('is unavailable when Twilio fails', async () => {
    fake.failWith = { status: 500, code: 20500, message: 'Internal Server Error' };
    await expect(telephony().searchNumbers('416', 1)).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });

  it('accepts a webhook signed by Twilio for the URL and parameters, and nothing else', () => {
    const url = 'https://app.example/api/telephony/twilio/voice';
    const params = { CallSid: 'CA1', To: '+14162001000' };
    const signature = twilio.getExpectedTwilioSignature(account.authToken, url, params);
    expect(telephony().isSignedWebhook(signature, url, params)).toBe(true);
    expect(telephony().isSignedWebhook(signature, `${url}?x=1`, params)).toBe(false);
    expect(telephony().isSignedWebhook(signature, url, { ...params, To: '+1' })).toBe(false);
    expect(telephony().isSignedWebhook('', url, params)).toBe(false);
  });
});
