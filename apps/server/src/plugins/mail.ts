import fp from 'fastify-plugin';
import type { MailSender } from '../integrations/mail/mail-sender.ts';
import { createOutboxMailSender } from '../integrations/mail/outbox-mail-sender.ts';
import { createSmtpMailSender } from '../integrations/mail/smtp-mail-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app's email: SMTP when SMTP_URL is set, else the embedded outbox. */
    mail: MailSender;
  }
}

export const mailPlugin = fp(
  (app, _options, done) => {
    const { SMTP_URL, MAIL_FROM } = app.config;
    const sender =
      SMTP_URL === undefined
        ? createOutboxMailSender(app.db, app.clock)
        : createSmtpMailSender({ url: SMTP_URL, from: MAIL_FROM });
    app.decorate('mail', sender);
    app.addHook('onClose', () => sender.close());
    app.log.debug({ mail: sender.kind }, 'mail adapter chosen');
    done();
  },
  { name: 'mail', fastify: '5.x', dependencies: ['config', 'clock', 'database'] },
);
