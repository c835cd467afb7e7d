import type { PolicyResponse } from '@kinderwait/contract';
import {
  brand,
  commonErrorCodes,
  policiesApiPaths,
  policyIds,
  storageKeys,
  xsrf,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/test-app.ts';
import { readPolicyTemplates } from './policies.repository.ts';
import {
  frenchPolicyTitles,
  policyDocuments,
  renderPolicyTemplate,
} from '@kinderwait/contract/policy-texts';

const policyUrl = (id: string): string =>
  `${policiesApiPaths.getPolicy}?id=${encodeURIComponent(id)}`;

forEachDatabase((t) => {
  const getPolicy = async (id: string): Promise<PolicyResponse> => {
    const response = await t.app().inject({ method: 'GET', url: policyUrl(id) });
    expect(response.statusCode).toBe(200);
    return response.json<PolicyResponse>();
  };

  it.each(policyIds)('returns %s with its title, date and markdown body', async (id) => {
    const policy = await getPolicy(id);
    expect(policy.id).toBe(id);
    expect(policy.title).not.toBe('');
    expect(policy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policy.body).toContain('## ');
    expect(policy.body).toContain(brand.productName);
    expect(policy.body).not.toMatch(/\{\{|\}\}/);
  });

  it.each(policyIds)(
    'returns %s in French when Accept-Language asks for French first',
    async (id) => {
      const response = await t.app().inject({
        method: 'GET',
        url: policyUrl(id),
        headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('fr');
      expect(response.headers.vary).toMatch(/accept-language/i);
      const policy = response.json<PolicyResponse>();
      const english = await getPolicy(id);
      expect(policy.title).toBe(frenchPolicyTitles[id]);
      // The English text is the one the date describes, and the French says the same.
      expect(policy.lastUpdated).toBe(english.lastUpdated);
      expect(policy.body).not.toBe(english.body);
      expect(policy.body).toContain(brand.productName);
      expect(policy.body).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('gives the French privacy policy in French words', async () => {
    const response = await t.app().inject({
      method: 'GET',
      url: policyUrl('privacy-policy'),
      headers: { 'accept-language': 'fr' },
    });
    const { body } = response.json<PolicyResponse>();
    expect(body).toContain('renseignements personnels');
    expect(body).toContain(brand.privacyEmail);
  });

  it('keeps English for a browser that prefers English or names no language it knows', async () => {
    for (const header of ['en-CA,fr;q=0.5', 'de-DE', undefined]) {
      const response = await t.app().inject({
        method: 'GET',
        url: policyUrl('terms-of-use'),
        headers: header === undefined ? {} : { 'accept-language': header },
      });
      expect(response.headers['content-language']).toBe('en');
      expect(response.json<PolicyResponse>().title).toBe(policyDocuments['terms-of-use'].title);
    }
  });

  it('answers an unknown policy id with a JSON 404', async () => {
    const response = await t.app().inject({ method: 'GET', url: policyUrl('refund-policy') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: commonErrorCodes.notFound });
  });

  it('answers a missing id with 400 naming the field', async () => {
    const response = await t.app().inject({ method: 'GET', url: policiesApiPaths.getPolicy });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/^querystring\.id: /);
  });

  it('answers an empty id with 400', async () => {
    const response = await t.app().inject({ method: 'GET', url: policyUrl('') });
    expect(response.statusCode).toBe(400);
  });

  describe('the privacy policy', () => {
    it('gives the privacy contact, the mailing address and the Commissioner complaint route', async () => {
      const { body } = await getPolicy('privacy-policy');
      expect(body).toContain(brand.privacyEmail);
      expect(body).toContain(brand.mailingAddress);
      expect(body).toContain('PIPEDA');
      expect(body).toContain('Office of the Privacy Commissioner of Canada');
      expect(body).toContain('www.priv.gc.ca');
    });

    it('covers children, consent, disclosure to providers, retention and cross-border processing', async () => {
      const { body } = await getPolicy('privacy-policy');
      for (const topic of [
        /date of birth/i,
        /consents on the child's behalf/i,
        /only when you join their waitlist/i,
        /call audio recording/i,
        /How long we keep information/i,
        /outside Canada/i,
        /withdraw consent/i,
        /payment processor/i,
      ]) {
        expect(body).toMatch(topic);
      }
    });
  });

  it('states in the terms that providers are not vetted beyond licence data', async () => {
    const { body } = await getPolicy('terms-of-use');
    expect(body).toMatch(/do not vet providers beyond licence data/i);
    expect(body).toMatch(/laws of the Province of Ontario/);
    expect(body).toMatch(/refund/i);
  });

  it('lists in the cookie policy the cookie and the storage keys the app really uses', async () => {
    const { body } = await getPolicy('cookie-policy');
    for (const name of [xsrf.cookieName, ...Object.values(storageKeys)]) {
      expect(body).toContain(`\`${name}\``);
    }
    expect(body).toMatch(/Google Analytics/);
  });
});

describe('policy templates', () => {
  it('exist for every policy id in English and in French', async () => {
    for (const language of ['en', 'fr'] as const) {
      const templates = await readPolicyTemplates(language);
      expect([...templates.keys()].sort()).toEqual([...policyIds].sort());
    }
  });

  it('refuse an unknown placeholder, so a typo fails at start-up', () => {
    expect(() => renderPolicyTemplate('Write to {{privacyEmial}}')).toThrow(/privacyEmial/);
    expect(renderPolicyTemplate('Write to {{ privacyEmail }}')).toBe(
      `Write to ${brand.privacyEmail}`,
    );
  });
});
