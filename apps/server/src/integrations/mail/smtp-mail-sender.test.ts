import { brand, signInApiPaths, signInErrorCodes, signInMessages } from '@kinderwait/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { confirmationUrl, outboxFor, post, uniqueEmail } from '../../test/accounts.ts';
import type { SmtpTestServer } from '../../test/smtp-test-server.ts';
import { mimeParts, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { createSmtpMailSender } from './smtp-mail-sender.ts';

const from = 'KinderWait <no-reply@kinderwait.test>';

describe('the SMTP adapter against a real SMTP server', () => {
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('delivers a message with the From of MAIL_FROM and both an HTML and a text part', async () => {
    const sender = createSmtpMailSender({ url: smtp.url, from });
    const arriving = smtp.nextMail();
    await sender.send({
      to: 'parent@example.com',
      subject: 'Bonjour, café ☕',
      text: 'Plain text with a long line '.repeat(10),
      html: '<!DOCTYPE html><html lang="en"><body><p>Élan</p></body></html>',
    });
    await sender.close();

    const mail = await arriving;
    expect(mail.from).toBe('no-reply@kinderwait.test');
    expect(mail.to).toEqual(['parent@example.com']);
    const { headers, parts } = mimeParts(mail.raw);
    expect(headers).toMatch(/^From: KinderWait <no-reply@kinderwait\.test>$/m);
    expect(headers).toMatch(/^To: parent@example\.com$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(parts.map((part) => part.contentType)).toEqual(['text/plain', 'text/html']);
    expect(parts[0]?.body).toBe('Plain text with a long line '.repeat(10));
    expect(parts[1]?.body).toContain('<p>Élan</p>');
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const sender = createSmtpMailSender({ url: 'smtp://127.0.0.1:1', from });
    await expect(
      sender.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>h</p>' }),
    ).rejects.toThrow();
    await sender.close();
  });
});

forEachDatabase((t) => {
  let smtp: SmtpTestServer;
  let app: App;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await t.buildApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: from } });
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('sends the magic-link email over SMTP when SMTP_URL is set, and nothing to the outbox', async () => {
    const email = uniqueEmail();
    const arriving = smtp.nextMail();

    const response = await post(app, signInApiPaths.magicLinks, {
      email,
      confirmationUrl,
      name: 'Smtp Parent',
    });

    expect(response.statusCode).toBe(200);
    const mail = await arriving;
    expect(mail.to).toEqual([email]);
    const { headers, parts } = mimeParts(mail.raw);
    expect(headers).toContain(`Subject: Your ${brand.productName} sign-in link`);
    const [text, html] = parts;
    const link = /http:\/\/localhost:3000\/auth\/confirmation\?userId=[\w-]+&etoken=[\w-]+/.exec(
      text?.body ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(html?.body).toContain(`href="${(link ?? '').replace('&', '&amp;')}"`);
    expect(text?.body).toContain('This link expires in 15 minutes and can be used once.');
    expect(await outboxFor(app, email)).toEqual([]);

    const url = new URL(link ?? '');
    const signedIn = await post(app, signInApiPaths.validateMagicLink, {
      userId: url.searchParams.get('userId'),
      etoken: url.searchParams.get('etoken'),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('answers 503 with a message when the mail server is down, without revealing anything else', async () => {
    const down = await t.buildApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    t.allowServerErrors();
    const response = await post(down, signInApiPaths.magicLinks, {
      email: uniqueEmail(),
      confirmationUrl,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: signInMessages.mailUnavailable,
      code: signInErrorCodes.mailUnavailable,
    });
  });
});
