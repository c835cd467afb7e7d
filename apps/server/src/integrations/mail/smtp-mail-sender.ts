import { createTransport } from 'nodemailer';
import type { MailSender } from './mail-sender.ts';

export interface SmtpMailSenderOptions {
  /** smtp:// or smtps:// URL, credentials included (SMTP_URL). */
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
}

/**
 * The real adapter: nodemailer over SMTP. Timeouts are short because a sign-in request waits for
 * the server to accept the message; nodemailer's defaults would hold it for minutes.
 */
export function createSmtpMailSender({ url, from }: SmtpMailSenderOptions): MailSender {
  const transport = createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    kind: 'smtp',
    send: async ({ to, subject, text, html }) => {
      await transport.sendMail({ to, subject, text, html });
    },
    close: () => {
      transport.close();
      return Promise.resolve();
    },
  };
}
