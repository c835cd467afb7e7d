import { brand, displayTimeZone, privacyPeriods } from '@kinderwait/contract';
import { renderEmail } from '../../integrations/mail/email-layout.ts';
import type { MailMessage } from '../../integrations/mail/mail-sender.ts';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'long',
});

/** "Your data is ready": the signed link, and until when it works. */
export function exportReadyEmail(
  to: string,
  firstName: string,
  link: string,
  expiresAt: Date,
): MailMessage {
  return {
    to,
    ...renderEmail({
      subject: `Your ${brand.productName} data is ready to download`,
      greeting: `Hello ${firstName},`,
      intro: [
        'The copy of your data that you asked for is ready: your account, your children, their waitlist requests and offers, your notices, conversations and payments.',
        'The archive is a ZIP file. summary.txt explains it in words; data.json holds the same in a form other programs can read.',
      ],
      action: { label: 'Download my data', url: link },
      outro: [
        `The link works until ${dateFormat.format(expiresAt)} (${String(privacyPeriods.exportLinkDays)} days); the archive is deleted then. Anyone with the link can download it, so do not forward this email.`,
        `If you did not ask for this, write to ${brand.privacyEmail}.`,
      ],
    }),
  };
}

/** "Confirm deleting your account": the one link that confirms. */
export function erasureConfirmEmail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    ...renderEmail({
      subject: `Confirm deleting your ${brand.productName} account`,
      greeting: `Hello ${firstName},`,
      intro: [
        'You asked us to delete your account. Deleting it removes your profile, your children and their waitlist requests. Providers keep an anonymous line on their waitlists, and payment records are kept without your name for tax law.',
        `After you confirm, your account is closed at once and deleted ${String(privacyPeriods.erasureGraceDays)} days later. Until then you can change your mind.`,
      ],
      action: { label: 'Confirm: delete my account', url: link },
      outro: [
        `This link works for ${String(privacyPeriods.erasureConfirmHours)} hours. If you did not ask for this, ignore this email: nothing changes.`,
      ],
    }),
  };
}

/** "Your account will be deleted on ...": the undo link, valid until then. */
export function erasureScheduledEmail(
  to: string,
  firstName: string,
  link: string,
  eraseAfter: Date,
): MailMessage {
  return {
    to,
    ...renderEmail({
      subject: `Your ${brand.productName} account will be deleted on ${dateFormat.format(eraseAfter)}`,
      greeting: `Hello ${firstName},`,
      intro: [
        `Your account is closed: nobody can sign in to it. It will be deleted for good on ${dateFormat.format(eraseAfter)}.`,
        'Changed your mind? Keep your account with the button below, any time before then.',
      ],
      action: { label: 'Keep my account', url: link },
      outro: [`Questions: ${brand.privacyEmail}.`],
    }),
  };
}
