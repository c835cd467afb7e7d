import { describe, expect, it } from 'vitest';
import { buildUrl, MissingUrlParameterError } from './url-builder.ts';

const ticketPath = '/api/children/{childId}/waitlist/{ticketId}';

describe('buildUrl placeholders', () => {
  it('fills every placeholder', () => {
    expect(buildUrl(ticketPath, { childId: 'c1', ticketId: 't9' })).toBe(
      '/api/children/c1/waitlist/t9',
    );
  });

  it('accepts numbers, including 0', () => {
    expect(buildUrl(ticketPath, { childId: 42, ticketId: 0 })).toBe('/api/children/42/waitlist/0');
  });

  it('URL-encodes values so they stay one path segment', () => {
    expect(buildUrl('/api/users/{email}/subscriptions', { email: 'a+b@x.ca' })).toBe(
      '/api/users/a%2Bb%40x.ca/subscriptions',
    );
    expect(
      buildUrl('/api/knowledge-base/{feature}/{key}', { feature: 'broadcast', key: 'a/b c?d#e' }),
    ).toBe('/api/knowledge-base/broadcast/a%2Fb%20c%3Fd%23e');
    expect(buildUrl('/x/{name}', { name: 'Zoë' })).toBe('/x/Zo%C3%AB');
  });

  it('fills a placeholder that appears twice', () => {
    expect(buildUrl('/{id}/copy/{id}', { id: 7 })).toBe('/7/copy/7');
  });

  it('ignores params the template does not name', () => {
    const template: string = '/api/children/{childId}/waitlist';
    const params: Record<string, string> = { childId: 'c1', extra: 'x' };
    expect(buildUrl(template, params)).toBe('/api/children/c1/waitlist');
  });

  it('returns a template without placeholders unchanged', () => {
    expect(buildUrl('/api/childcare-types', {})).toBe('/api/childcare-types');
  });
});

describe('buildUrl missing parameters', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('throws "Missing parameter: childId" when childId is %s', (_name, childId) => {
    expect(() => buildUrl(ticketPath, { childId, ticketId: 't9' })).toThrow(
      /^Missing parameter: childId$/,
    );
  });

  it('names the first placeholder that has no value', () => {
    expect(() => buildUrl(ticketPath, { childId: 'c1', ticketId: null })).toThrow(
      'Missing parameter: ticketId',
    );
  });

  it('throws an Error carrying the parameter name', () => {
    let caught: unknown;
    try {
      buildUrl(ticketPath, { childId: 'c1', ticketId: undefined });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect(caught).toBeInstanceOf(MissingUrlParameterError);
    expect(caught).toMatchObject({ message: 'Missing parameter: ticketId', parameter: 'ticketId' });
  });

  it('throws when a key is absent at run time', () => {
    const template: string = ticketPath;
    const params: Record<string, string> = { ticketId: 't9' };
    expect(() => buildUrl(template, params)).toThrow('Missing parameter: childId');
  });

  it('does not take a value from Object.prototype', () => {
    const template: string = '/x/{constructor}';
    expect(() => buildUrl(template, {})).toThrow('Missing parameter: constructor');
  });

  it('refuses dot segments that would address another path', () => {
    expect(() => buildUrl(ticketPath, { childId: '..', ticketId: 't9' })).toThrow(
      'Invalid parameter: childId',
    );
    expect(() => buildUrl(ticketPath, { childId: 'c1', ticketId: '.' })).toThrow(
      'Invalid parameter: ticketId',
    );
    expect(buildUrl(ticketPath, { childId: '...', ticketId: 'a.b' })).toBe(
      '/api/children/.../waitlist/a.b',
    );
  });

  it('requires every placeholder key at compile time', () => {
    // @ts-expect-error ticketId is a placeholder of the template, so it must be given
    expect(() => buildUrl(ticketPath, { childId: 'c1' })).toThrow('Missing parameter: ticketId');
  });
});

describe('buildUrl query', () => {
  const sessions = '/api/checkout/users/{userId}/sessions';

  it('appends query values and leaves out null and undefined (the payment history query)', () => {
    expect(
      buildUrl(
        sessions,
        { userId: 'u1' },
        { limit: 10, startTime: null, endTime: undefined, startFromId: 'cs_1' },
      ),
    ).toBe('/api/checkout/users/u1/sessions?limit=10&startFromId=cs_1');
  });

  it('adds no "?" when every query value is left out', () => {
    expect(buildUrl(sessions, { userId: 'u1' }, { limit: null, startTime: undefined })).toBe(
      '/api/checkout/users/u1/sessions',
    );
    expect(buildUrl(sessions, { userId: 'u1' }, {})).toBe('/api/checkout/users/u1/sessions');
  });

  it('sends 0, false and the empty string, which are values', () => {
    expect(buildUrl('/q', {}, { limit: 0, flag: false, name: '' })).toBe(
      '/q?limit=0&flag=false&name=',
    );
  });

  it('leaves out non-finite numbers', () => {
    expect(buildUrl('/q', {}, { limit: Number.NaN, page: 2 })).toBe('/q?page=2');
  });

  it('encodes keys and values', () => {
    expect(
      buildUrl(
        '/account/resendActivation',
        {},
        {
          email: 'a+b@x.ca',
          confirmationUrl: 'https://kinderwait.ca/auth/confirmation?x=1&y=2',
        },
      ),
    ).toBe(
      '/account/resendActivation?email=a%2Bb%40x.ca&confirmationUrl=https%3A%2F%2Fkinderwait.ca%2Fauth%2Fconfirmation%3Fx%3D1%26y%3D2',
    );
    expect(buildUrl('/api/roles', {}, { $filter: "Id eq 3 and Code in ('a')" })).toBe(
      "/api/roles?%24filter=Id%20eq%203%20and%20Code%20in%20('a')",
    );
  });

  it('keeps insertion order', () => {
    expect(buildUrl('/q', {}, { b: 1, a: 2 })).toBe('/q?b=1&a=2');
  });

  it("appends with '&' to a template that already has a query", () => {
    expect(buildUrl('/api/payment-options?paymentOption=Daily', {}, { page: 1 })).toBe(
      '/api/payment-options?paymentOption=Daily&page=1',
    );
    expect(buildUrl('/q?', {}, { a: 1 })).toBe('/q?a=1');
  });
});
