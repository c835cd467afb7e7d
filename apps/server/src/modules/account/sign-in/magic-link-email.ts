import { brand, magicLinkTtlMinutes } from '@kinderwait/contract';
import { renderEmail } from '../../../integrations/mail/email-layout.ts';
import type { MailMessage } from '../../../integrations/mail/mail-sender.ts';

export const signInSubject = `Your ${brand.productName} sign-in link`;
export const noAccountSubject = `No ${brand.productName} account for this email yet`;
export const linkExpiryNotice = `This link expires in ${String(magicLinkTtlMinutes)} minutes and can be used once.`;

/**
 * Names a greeting may carry: letters, apostrophes, hyphens and spaces. The register form's name
 * is unchecked text anyone can send to any address, so "Hello evil.example/unlock," (which mail
 * clients turn into a link) must never appear in an email bearing our name.
 */
const greetableName = /^\p{L}[\p{L}\p{M}'’ -]{0,59}$/u;

export function greetingFor(firstName: string): string {
  const name = firstName.trim();
  return greetableName.test(name) ? `Hello ${name},` : 'Hello,';
}

/** The magic-link email: a button to the link, its expiry, and what to do if you did not ask. */
export function signInEmail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    ...renderEmail({
      subject: signInSubject,
      greeting: greetingFor(firstName),
      intro: [`Use the button below to sign in to ${brand.productName}.`],
      action: { label: `Sign in to ${brand.productName}`, url: link },
      outro: [
        linkExpiryNotice,
        `If you did not ask to sign in, you can ignore this email: nobody can sign in without this link, and your account stays as it is. Questions? Write to ${brand.supportEmail}.`,
      ],
    }),
  };
}

/**
 * Sent instead of a link when someone asks to sign in with an email that has no account: the
 * API answers the same either way, so only the mailbox's owner learns there is no account.
 */
export function noAccountEmail(to: string, registerUrl: string): MailMessage {
  return {
    to,
    ...renderEmail({
      subject: noAccountSubject,
      greeting: 'Hello,',
      intro: [
        `Someone, probably you, asked to sign in to ${brand.productName} with this email address, but there is no account for it yet.`,
        'Creating one takes a minute: give your name and this email, then open the link we send you.',
      ],
      action: { label: 'Create your account', url: registerUrl },
      outro: [
        `If you did not ask to sign in, you can ignore this email. Questions? Write to ${brand.supportEmail}.`,
      ],
    }),
  };
}
