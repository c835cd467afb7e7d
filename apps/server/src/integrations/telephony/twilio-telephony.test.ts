import type { ChildcareProviderProfile, ClaimCodeSent } from '@kinderwait/contract';
import { listingClaimsErrorCodes } from '@kinderwait/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { importLicensedCentres } from '../../modules/childcare-providers/licensed-centres-import.ts';
import { signUp } from '../../test/accounts.ts';
import type { FakeTwilio } from '../../test/fake-twilio.ts';
import { fakeTwilioAccount, startFakeTwilio } from '../../test/fake-twilio.ts';
import { listingNamed, requestCode, sandboxLogFor, verifyCode } from '../../test/listing-claims.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { maskedPhone, parsePublishedPhone } from './published-phone.ts';
import { TelephonyError } from './telephony.ts';
import { createTwilioTelephony, twimlOf } from './twilio-telephony.ts';

const account = {
  accountSid: fakeTwilioAccount.TWILIO_ACCOUNT_SID,
  authToken: fakeTwilioAccount.TWILIO_AUTH_TOKEN,
  fromNumber: fakeTwilioAccount.TWILIO_FROM_NUMBER,
};
const messagesPath = `/2010-04-01/Accounts/${account.accountSid}/Messages.json`;
const callsPath = `/2010-04-01/Accounts/${account.accountSid}/Calls.json`;

describe('the Twilio adapter against a local fake of the Twilio API', () => {
  let twilio: FakeTwilio;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });

  beforeEach(() => {
    twilio.requests.length = 0;
    twilio.failWith = null;
  });

  afterAll(async () => {
    await twilio.close();
  });

  it('sends a text message from TWILIO_FROM_NUMBER with the account’s credentials', async () => {
    const telephony = createTwilioTelephony({ ...account, apiUrl: twilio.url });
    const { id } = await telephony.sendText({ to: '+14163947601', body: 'Code: 123456' });

    expect(id).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = twilio.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: messagesPath,
      credentials: `${account.accountSid}:${account.authToken}`,
    });
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+14163947601',
      From: account.fromNumber,
      Body: 'Code: 123456',
    });
  });

  it('sends text messages through the Messaging Service when one is set', async () => {
    const messagingServiceSid = `MG${'b2'.repeat(16)}`;
    const telephony = createTwilioTelephony({
      ...account,
      messagingServiceSid,
      apiUrl: twilio.url,
    });
    await telephony.sendText({ to: '+14163947601', body: 'hi' });
    expect(Object.fromEntries(twilio.requests[0]?.form ?? [])).toEqual({
      To: '+14163947601',
      MessagingServiceSid: messagingServiceSid,
      Body: 'hi',
    });
  });

  it('places a call with its script as inline TwiML and dials the extension after connecting', async () => {
    const telephony = createTwilioTelephony({ ...account, apiUrl: twilio.url });
    const { id } = await telephony.placeCall({
      to: '+14162895000',
      extension: '2110',
      script: [{ pauseSeconds: 1 }, { say: 'Your code is: 1, 2 & 3.' }],
    });

    expect(id).toMatch(/^CA[0-9a-f]{32}$/);
    const [request] = twilio.requests;
    expect(request?.path).toBe(callsPath);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+14162895000',
      From: account.fromNumber,
      Twiml:
        '<?xml version="1.0" encoding="UTF-8"?><Response><Pause length="1"/><Say>Your code is: 1, 2 &amp; 3.</Say></Response>',
      SendDigits: 'wwww2110',
    });
  });

  it('sends no digits when the number has no extension', async () => {
    const telephony = createTwilioTelephony({ ...account, apiUrl: twilio.url });
    await telephony.placeCall({ to: '+14163947601', extension: null, script: [{ say: 'Hi.' }] });
    expect(twilio.requests[0]?.form.has('SendDigits')).toBe(false);
  });

  it.each([
    [21614, "'To' number is not a valid mobile number", 'cannot-receive'],
    [21211, "Invalid 'To' Phone Number", 'invalid-number'],
    [20003, 'Authenticate', 'unavailable'],
    [21408, 'Permission to send an SMS has not been enabled for the region', 'unavailable'],
  ])('turns Twilio error %i (%s) into %s', async (code, message, reason) => {
    twilio.failWith = { status: code === 20003 ? 401 : 400, code, message };
    const telephony = createTwilioTelephony({ ...account, apiUrl: twilio.url });
    const sending = telephony.sendText({ to: '+14163947601', body: 'hi' });
    await expect(sending).rejects.toBeInstanceOf(TelephonyError);
    await expect(sending).rejects.toMatchObject({ reason });
  });

  it('is unavailable when Twilio cannot be reached', async () => {
    const telephony = createTwilioTelephony({ ...account, apiUrl: 'http://127.0.0.1:1' });
    await expect(
      telephony.placeCall({ to: '+14163947601', extension: null, script: [{ say: 'Hi.' }] }),
    ).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('writes TwiML that escapes what it reads out', () => {
    expect(twimlOf([{ say: '<Hangup/>' }])).toContain('<Say>&lt;Hangup/&gt;</Say>');
  });
});

describe('published phone numbers', () => {
  it('reads the city’s format, with or without an extension', () => {
    expect(parsePublishedPhone('(416) 394-7601')).toEqual({
      number: '+14163947601',
      extension: null,
    });
    expect(parsePublishedPhone('(416) 694-1138x163')).toEqual({
      number: '+14166941138',
      extension: '163',
    });
    expect(parsePublishedPhone('+1 647 555 0123 ext. 12')).toEqual({
      number: '+16475550123',
      extension: '12',
    });
  });

  it('gives up on what is not a valid number', () => {
    expect(parsePublishedPhone(null)).toBeNull();
    expect(parsePublishedPhone('call us')).toBeNull();
    expect(parsePublishedPhone('(416) 555')).toBeNull();
  });

  it('hides all but the area code and the last two digits', () => {
    expect(maskedPhone('+14163947601')).toBe('(416) ***-**01');
    expect(maskedPhone('+442079460958')).toBe('+44 ********58');
  });
});

forEachDatabase((t) => {
  let twilio: FakeTwilio;
  let app: App;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    await importLicensedCentres(t.connection().db, {
      info: () => undefined,
      warn: () => undefined,
    });
    app = await t.buildApp({ env: { ...fakeTwilioAccount, TWILIO_API_URL: twilio.url } });
  });

  afterAll(async () => {
    await twilio.close();
  });

  it('claims a listing with a code Twilio texted, and records nothing in the sandbox', async () => {
    const user = await signUp(app, { roles: ['Licenced'] });
    const listing = await listingNamed(app, user, 'Arbor Glen Community Child Care Centre');
    const requested = await requestCode(app, user, listing.id, 'sms');
    expect(requested.statusCode, requested.body).toBe(201);

    const texted = twilio.requests.find((request) => request.form.get('To') === listing.phone);
    const code = /^(\d{6}) is your/.exec(texted?.form.get('Body') ?? '')?.[1] ?? '';
    const verified = await verifyCode(app, user, requested.json<ClaimCodeSent>().claimId, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<ChildcareProviderProfile>().id).toBe(listing.id);
    expect(await sandboxLogFor(app, listing.phone)).toEqual([]);
  });

  it('answers 409 asking for a call when Twilio says the number takes no texts, and 503 when Twilio fails', async () => {
    const user = await signUp(app, { roles: ['Licenced'] });
    const listing = await listingNamed(app, user, 'Selwyn Community Child Care Centre');
    twilio.failWith = { status: 400, code: 21614, message: 'not a mobile number' };
    const landline = await requestCode(app, user, listing.id, 'sms');
    expect(landline.statusCode).toBe(409);
    expect(landline.json()).toMatchObject({ code: listingClaimsErrorCodes.phoneCannotReceiveSms });

    twilio.failWith = { status: 500, code: 20500, message: 'Internal Server Error' };
    t.allowServerErrors();
    const down = await requestCode(app, user, listing.id, 'call');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: listingClaimsErrorCodes.telephonyUnavailable });

    // Codes that never left count against no limit: three more can still be sent this hour.
    twilio.failWith = null;
    for (let index = 0; index < 3; index++) {
      expect((await requestCode(app, user, listing.id, 'call')).statusCode).toBe(201);
    }
  });
});
