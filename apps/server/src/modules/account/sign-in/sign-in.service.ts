import type {
  MagicLinkBody,
  MagicLinkSentResponse,
  ValidateMagicLinkBody,
  ValidateMagicLinkResponse,
} from '@kinderwait/contract';
import {
  magicLinkTtlMinutes,
  privacyErrorCodes,
  privacyMessages,
  signInErrorCodes,
  signInMessages,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError, TooManyRequestsError } from '../../../app-error.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/opaque-token.ts';
import type { Clock } from '../../../clock.ts';
import { addMilliseconds, minuteMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { MailMessage, MailSender } from '../../../integrations/mail/mail-sender.ts';
import { normalizeEmail } from '../../users/user-view.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SuperAdminsService } from '../super-admins/super-admins.service.ts';
import { allowedOriginOf, registerUrl, signInLink } from './confirmation-url.ts';
import type { Language } from '../../../i18n/language.ts';
import { languageOrDefault } from '../../../i18n/language.ts';
import { noAccountEmail, signInEmail } from './magic-link-email.ts';
import type { NewMagicLink } from './sign-in.repository.ts';
import {
  consumeMagicLink,
  countMagicLinksSince,
  deleteMagicLinksOf,
  insertMagicLinkWithinLimit,
} from './sign-in.repository.ts';

const linkTtlMs = magicLinkTtlMinutes * minuteMs;
/** The window the per-email limit counts in. */
const emailLimitWindowMs = 15 * minuteMs;

export interface SignInServiceDeps {
  db: Database;
  clock: Clock;
  mail: MailSender;
  users: Pick<UsersService, 'findByEmail' | 'register' | 'findById' | 'markEmailVerified'>;
  /** Starts the session a used link signs in to. */
  sessions: Pick<SessionsService, 'start'>;
  /** SUPERADMIN_EMAILS, granted when a listed address signs in. */
  superAdmins: Pick<SuperAdminsService, 'grantOnSignIn'>;
  /** PUBLIC_ORIGIN and ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
  /** Sign-in emails one address may be sent per 15 minutes. */
  perEmailLimit: number;
  log: FastifyBaseLogger;
}

/** Signing in by an emailed link (a magic link): asking for one, and using it. */
export interface SignInService {
  /**
   * Login (no name) or register (name): emails a link, or a "no account yet" notice. `language`
   * is the request's: the notice is written in it, and a new account reads it; an account's
   * own language words its links.
   */
  request(body: MagicLinkBody, language: Language): Promise<MagicLinkSentResponse>;
  /**
   * Exchanges an emailed link for a token, once, within 15 minutes; 400 account_closed for an
   * account waiting to be deleted.
   */
  validate(body: ValidateMagicLinkBody): Promise<ValidateMagicLinkResponse>;
  /** Deletes every sign-in email record of this address (an erased account's). */
  forgetEmail(email: string): Promise<void>;
}

const sent: MagicLinkSentResponse = { success: true, message: signInMessages.magicLinkSent };
const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;

export function createSignInService(deps: SignInServiceDeps): SignInService {
  const { db, clock, mail, users, sessions, superAdmins, allowedOrigins, perEmailLimit, log } =
    deps;

  const send = async (message: MailMessage): Promise<void> => {
    try {
      await mail.send(message);
    } catch (error) {
      log.error({ err: error }, 'sending a sign-in email failed');
      throw new AppError(503, signInErrorCodes.mailUnavailable, signInMessages.mailUnavailable);
    }
  };

  return {
    request: async ({ email: rawEmail, confirmationUrl, name }, language) => {
      const origin = allowedOriginOf(confirmationUrl, allowedOrigins);
      if (origin === null) {
        throw new AppError(
          400,
          signInErrorCodes.confirmationUrlNotAllowed,
          signInMessages.confirmationUrlNotAllowed,
        );
      }
      const email = normalizeEmail(rawEmail);
      const now = clock();
      const window = { since: addMilliseconds(now, -emailLimitWindowMs), limit: perEmailLimit };
      // Retry-After: the whole window, by when the oldest of these links no longer counts.
      const tooMany = () =>
        new TooManyRequestsError(
          signInErrorCodes.tooManyEmailRequests,
          signInMessages.tooManyEmailRequests,
          emailLimitWindowMs / 1000,
        );
      // Refuse early without touching the account; the insert below checks again, atomically.
      if ((await countMagicLinksSince(db, email, window.since)) >= window.limit) throw tooMany();
      const record = async (link: NewMagicLink & { createdAt: Date }) => {
        if (!(await insertMagicLinkWithinLimit(db, link, window))) throw tooMany();
      };

      const user =
        name === undefined
          ? await users.findByEmail(email)
          : await users.register(email, name, language);
      if (user === undefined) {
        await record({ email, kind: 'no_account', createdAt: now });
        await send(noAccountEmail(email, registerUrl(origin), language));
        return sent;
      }
      const etoken = newOpaqueToken();
      await record({
        email,
        kind: 'sign_in',
        userId: user.id,
        tokenHash: hashOpaqueToken(etoken),
        createdAt: now,
        expiresAt: addMilliseconds(now, linkTtlMs),
      });
      const link = signInLink(confirmationUrl, user.id, etoken);
      await send(
        signInEmail(email, user.firstName, link, languageOrDefault(user.preferredLanguage)),
      );
      return sent;
    },

    validate: async ({ userId, etoken }) => {
      const invalid = new AppError(
        400,
        signInErrorCodes.invalidMagicLink,
        signInMessages.invalidMagicLink,
      );
      if (!isUuid(userId)) throw invalid;
      const consumed = await consumeMagicLink(db, {
        tokenHash: hashOpaqueToken(etoken),
        userId,
        now: clock(),
      });
      if (!consumed) throw invalid;
      const user = await users.findById(userId);
      if (user === undefined) throw invalid;
      if (user.closedAt !== null) {
        throw new AppError(400, privacyErrorCodes.accountClosed, privacyMessages.accountClosed);
      }
      await users.markEmailVerified(user.id);
      // Before the session starts, so the first user info already lists the role.
      await superAdmins.grantOnSignIn(user);
      return { success: true, token: await sessions.start(user) };
    },

    forgetEmail: (email) => deleteMagicLinksOf(db, normalizeEmail(email)),
  };
}
