import type { MagicLinkSentResponse, User } from '@kinderwait/contract';
import {
  authRegisterPath,
  commonErrorCodes,
  signInApiPaths,
  signInErrorCodes,
  signInMessages,
  usersApiPaths,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import {
  confirmationUrl,
  latestLinkFor,
  outboxFor,
  post,
  requestLink,
  signUp,
  testOrigin,
  uniqueEmail,
} from '../../../test/accounts.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { noAccountSubject, signInSubject } from './magic-link-email.ts';

const time = createTestClock();

forEachDatabase(
  (t) => {
    describe('POST /api/account/magic-links', () => {
      it('registers a new email: creates the account from the name and emails a sign-in link', async () => {
        const email = uniqueEmail('register');
        const response = await requestLink(t.app(), {
          email,
          confirmationUrl,
          name: 'Amélie  van der Berg',
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: signInMessages.magicLinkSent });
        const account = await t.app().services.users.findByEmail(email);
        expect(account).toMatchObject({
          firstName: 'Amélie',
          lastName: 'van der Berg',
          emailVerifiedAt: null,
        });
        const link = await latestLinkFor(t.app(), email);
        expect(`${link.url.origin}${link.url.pathname}`).toBe(confirmationUrl);
        expect(link.userId).toBe(account?.id);
        expect(link.etoken).toMatch(/^[\w-]{43}$/);
      });

      it('stores and compares emails lower-cased', async () => {
        const email = uniqueEmail('mixed');
        const user = await signUp(t.app(), { email: email.toUpperCase() });
        expect(user.email).toBe(email);

        await requestLink(t.app(), { email: email.toUpperCase(), confirmationUrl });
        expect((await latestLinkFor(t.app(), email)).userId).toBe(user.id);
      });

      it('keeps the query of confirmationUrl and adds userId and etoken to it', async () => {
        const email = uniqueEmail();
        await requestLink(t.app(), {
          email,
          confirmationUrl: `${confirmationUrl}?next=%2Fwaitlist#ignored`,
          name: 'Query Keeper',
        });
        const { url } = await latestLinkFor(t.app(), email);
        expect(url.searchParams.get('next')).toBe('/waitlist');
        expect(url.hash).toBe('');
      });

      it('answers a login identically whether or not the email has an account', async () => {
        const known = await signUp(t.app());
        const unknownEmail = uniqueEmail('nobody');

        const forKnown = await requestLink(t.app(), { email: known.email, confirmationUrl });
        const forUnknown = await requestLink(t.app(), { email: unknownEmail, confirmationUrl });

        expect(forUnknown.statusCode).toBe(forKnown.statusCode);
        expect(forUnknown.body).toBe(forKnown.body);
        expect(forUnknown.headers['content-type']).toBe(forKnown.headers['content-type']);
        expect(forKnown.json<MagicLinkSentResponse>().success).toBe(true);
      });

      it('emails a "no account yet" notice linking to register, with no sign-in link, for an unknown email', async () => {
        const email = uniqueEmail('nobody');
        await requestLink(t.app(), { email, confirmationUrl });

        const [notice] = await outboxFor(t.app(), email);
        expect(notice?.subject).toBe(noAccountSubject);
        expect(notice?.text).toContain(`${testOrigin}${authRegisterPath}`);
        expect(notice?.html).toContain(`href="${testOrigin}${authRegisterPath}"`);
        expect(notice?.text).not.toContain('etoken');
        expect(await t.app().services.users.findByEmail(email)).toBeUndefined();
      });

      it('sends a normal sign-in link when registering an email that already has an account', async () => {
        const existing = await signUp(t.app(), { name: 'First Name' });
        const response = await requestLink(t.app(), {
          email: existing.email,
          confirmationUrl,
          name: 'Someone Else',
        });

        expect(response.statusCode).toBe(200);
        const [message] = await outboxFor(t.app(), existing.email);
        expect(message?.subject).toBe(signInSubject);
        expect((await latestLinkFor(t.app(), existing.email)).userId).toBe(existing.id);
        const info = await t.app().inject({
          method: 'GET',
          url: usersApiPaths.getUserInfo,
          headers: existing.headers(),
        });
        expect(info.json<User>().firstName).toBe('First');
      });

      it('lets a second register fix the names of an account never signed in to', async () => {
        const email = uniqueEmail();
        await requestLink(t.app(), { email, confirmationUrl, name: 'Typo Nmae' });
        await requestLink(t.app(), { email, confirmationUrl, name: 'Right Name' });
        const account = await t.app().services.users.findByEmail(email);
        expect(account).toMatchObject({ firstName: 'Right', lastName: 'Name' });
      });

      it.each([
        ['another site', 'https://evil.example.com/auth/confirmation'],
        ['another port of our host', 'http://localhost:3001/auth/confirmation'],
        ['https instead of http', 'https://localhost:3000/auth/confirmation'],
        ['credentials that disguise the host', 'http://localhost:3000@evil.example.com/x'],
        ['our host as user name', 'http://evil.example.com:80@localhost:3000/auth/confirmation'],
      ])('refuses a confirmationUrl on %s with 400', async (_case, url) => {
        const email = uniqueEmail();
        const response = await requestLink(t.app(), { email, confirmationUrl: url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: signInMessages.confirmationUrlNotAllowed,
          code: signInErrorCodes.confirmationUrlNotAllowed,
        });
        expect(await outboxFor(t.app(), email)).toEqual([]);
      });

      it('refuses a confirmationUrl that is not http(s) as invalid input', async () => {
        const response = await requestLink(t.app(), {
          email: uniqueEmail(),
          confirmationUrl: 'javascript:alert(1)',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(/^body\.confirmationUrl: /);
      });

      it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
        const app = await t.buildApp({
          env: { ALLOWED_ORIGINS: 'https://app.kinderwait.ca, https://staging.kinderwait.ca/' },
          clock: time.clock,
        });
        const email = uniqueEmail();
        const response = await requestLink(app, {
          email,
          confirmationUrl: 'https://staging.kinderwait.ca/auth/confirmation',
          name: 'Staging User',
        });
        expect(response.statusCode).toBe(200);
        expect((await latestLinkFor(app, email)).url.origin).toBe('https://staging.kinderwait.ca');
      });

      it.each([
        ['a malformed email', { email: 'not-an-email', confirmationUrl }, /^body\.email: /],
        ['no email', { confirmationUrl }, /^body\.email: /],
        ['no confirmationUrl', { email: 'a@example.com' }, /^body\.confirmationUrl: /],
        ['a blank name', { email: 'a@example.com', confirmationUrl, name: '  ' }, /^body\.name: /],
      ])('answers %s with 400 naming the field', async (_case, body, detail) => {
        const response = await requestLink(t.app(), body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: commonErrorCodes.validationFailed });
        expect(response.json<{ detail: string }>().detail).toMatch(detail);
      });

      it('ignores the roleId header every call carries: the route is public', async () => {
        const response = await post(
          t.app(),
          signInApiPaths.magicLinks,
          { email: uniqueEmail(), confirmationUrl },
          { roleId: '999' },
        );
        expect(response.statusCode).toBe(200);
      });

      it('requires the anti-forgery header like every write call', async () => {
        const response = await t.app().inject({
          method: 'POST',
          url: signInApiPaths.magicLinks,
          payload: { email: uniqueEmail(), confirmationUrl },
        });
        expect(response.statusCode).toBe(403);
      });
    });
  },
  { clock: time.clock },
);
