import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MailSender } from '../../integrations/mail/mail-sender.ts';
import type { Telephony } from '../../integrations/telephony/telephony.ts';
import { TelephonyError } from '../../integrations/telephony/telephony.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { UsersService } from '../users/users.service.ts';

/** What sending a notice's email or text needs. */
export interface NoticeDeliveryDeps {
  users: Pick<UsersService, 'findById'>;
  mail: MailSender;
  telephony: Telephony;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Retries after a failed email or text: 1, 2, 4, 8 minutes. */
const sendRetries = { maxAttempts: 5, backoffMs: 60_000 } as const;

/**
 * A notice's email. Sent once per notice (its id is the singleton key); a run repeats only after
 * a failure, so a family gets one email per notice.
 */
export const noticeEmailJob = defineJob({
  name: 'notifications.email',
  version: 1,
  payload: z.object({
    noticeId: z.uuid(),
    userId: z.uuid(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  }),
  retry: sendRetries,
  handle: async ({ userId, subject, text, html }, { users, mail }: NoticeDeliveryDeps) => {
    const user = await users.findById(userId);
    if (user === undefined) return; // the account was deleted since: nobody to write to
    await mail.send({ to: user.email, subject, text, html });
  },
});

/** A notice's text message, to the number given or else to the one on the user's profile. */
export const noticeSmsJob = defineJob({
  name: 'notifications.sms',
  version: 1,
  payload: z.object({
    noticeId: z.uuid(),
    userId: z.uuid(),
    body: z.string(),
    to: z.string().nullable(),
  }),
  retry: sendRetries,
  handle: async ({ noticeId, userId, body, to }, { users, telephony, log }: NoticeDeliveryDeps) => {
    const number = to ?? (await users.findById(userId))?.phoneNumber ?? null;
    if (number === null) return;
    try {
      await telephony.sendText({ to: number, body });
    } catch (error) {
      // A number that is not a phone or cannot take texts fails the same way every time: no
      // retry (the email and the in-app notice still tell the family). Only an outage is retried.
      if (!(error instanceof TelephonyError) || error.reason === 'unavailable') throw error;
      log.warn(
        { noticeId, reason: error.reason },
        'Text message not sent: the number cannot take it',
      );
    }
  },
});
