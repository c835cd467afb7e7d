import { describe, expect, it } from 'vitest';
import { redactedText, scrubError, withoutContactDetails } from './log-privacy.ts';

describe('contact details in free text', () => {
  it.each([
    ['amelia.parent@example.com', 'rejected <amelia.parent@example.com>: no such user'],
    ['first+tag@sub.example.ca', 'to first+tag@sub.example.ca failed'],
    ['+14165550123', 'number +14165550123 is a landline'],
    ['+447911123456', 'number +447911123456 cannot take texts'],
    ['416-555-0123', 'call 416-555-0123 now'],
    ['(416) 555-0123', 'call (416) 555-0123 now'],
    ['416.555.0123', 'call 416.555.0123 now'],
    ['416 555 0123', 'call 416 555 0123 now'],
    ['4165550123', 'call 4165550123 now'],
    ['+1 416 555 0123', 'call +1 416 555 0123 now'],
    ['1-416-555-0123', 'call 1-416-555-0123 now'],
  ])('redacts %s', (value, text) => {
    const scrubbed = withoutContactDetails(text);
    expect(scrubbed).not.toContain(value);
    expect(scrubbed).toContain(redactedText);
  });

  it.each([
    [
      'a stack frame',
      '    at send (file:///srv/app/node_modules/.pnpm/nodemailer@6.9.16/node_modules/nodemailer/lib/smtp.js:1234:56)',
    ],
    ['a scoped package', 'Cannot find module @kinderwait/contract/notifications'],
    ['an address and port', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['epoch seconds and milliseconds', 'at 1732672000 (1732672000123 ms)'],
    ['an id', 'checkout a1a1a1a1-0000-4000-8000-000000000001 job 4165'],
    ['a SQLSTATE and an amount', 'code 23505, total 11187 cents'],
  ])('leaves %s as it is', (_what, text) => {
    expect(withoutContactDetails(text)).toBe(text);
  });

  it('leaves an error without any as it is, and copies one with some', () => {
    const plain = new Error('connect ECONNREFUSED 127.0.0.1:587');
    expect(scrubError(plain)).toBe(plain);
    const quoting = new Error('550 <amelia.parent@example.com>: mailbox unavailable');
    const scrubbed = scrubError(quoting);
    expect(scrubbed).toBeInstanceOf(Error);
    expect(scrubbed.message).toBe(`550 <${redactedText}>: mailbox unavailable`);
    expect(scrubbed.stack).not.toContain('amelia.parent@example.com');
    expect(quoting.message).toContain('amelia.parent@example.com');
  });
});
