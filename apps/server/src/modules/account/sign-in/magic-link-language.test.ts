import { brand, signInApiPaths } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import {
  confirmationUrl,
  latestLinkFor,
  outboxFor,
  post,
  uniqueEmail,
  validateLink,
} from '../../../test/accounts.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { noAccountSubject, signInSubject } from './magic-link-email.ts';

const inFrench = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
const frenchSignInSubject = `Votre lien de connexion à ${brand.productName}`;

forEachDatabase((t) => {
  describe('the language of the sign-in emails', () => {
    const ask = (body: object, headers: Record<string, string> = {}) =>
      post(t.app(), signInApiPaths.magicLinks, body, headers);

    it('writes the "no account yet" email in the language the request accepts', async () => {
      const french = uniqueEmail('nobody-fr');
      const english = uniqueEmail('nobody-en');
      await ask({ email: french, confirmationUrl }, inFrench);
      await ask({ email: english, confirmationUrl }, { 'accept-language': 'de-DE,en;q=0.5' });

      const [frenchNotice] = await outboxFor(t.app(), french);
      expect(frenchNotice?.subject).toBe(
        `Aucun compte ${brand.productName} pour cette adresse courriel`,
      );
      expect(frenchNotice?.text).toContain('Bonjour,');
      const [englishNotice] = await outboxFor(t.app(), english);
      expect(englishNotice?.subject).toBe(noAccountSubject);
    });

    it('writes a new account’s link in the request’s language, and keeps it as its language', async () => {
      const email = uniqueEmail('register-fr');
      await ask({ email, confirmationUrl, name: 'Élodie Tremblay' }, inFrench);

      const [message] = await outboxFor(t.app(), email);
      expect(message?.subject).toBe(frenchSignInSubject);
      expect(message?.text).toContain('Bonjour Élodie,');
      const account = await t.app().services.users.findByEmail(email);
      expect(account?.preferredLanguage).toBe('fr');

      // Later links follow the account's language, whatever the request says.
      const link = await latestLinkFor(t.app(), email);
      expect((await validateLink(t.app(), link)).statusCode).toBe(200);
      await ask({ email, confirmationUrl }, { 'accept-language': 'en-CA' });
      const [again] = await outboxFor(t.app(), email);
      expect(again?.subject).toBe(frenchSignInSubject);
    });

    it('writes an English account’s link in English even when the request prefers French', async () => {
      const email = uniqueEmail('english-account');
      await ask({ email, confirmationUrl, name: 'Sam Smith' });
      const link = await latestLinkFor(t.app(), email);
      expect((await validateLink(t.app(), link)).statusCode).toBe(200);

      await ask({ email, confirmationUrl }, inFrench);
      const [message] = await outboxFor(t.app(), email);
      expect(message?.subject).toBe(signInSubject);
      expect(message?.text).toContain('Hello Sam,');
    });
  });
});
