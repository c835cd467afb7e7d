import { randomUUID } from 'node:crypto';
import type { ChildcareProviderProfile, ClaimChannel, ClaimCodeSent } from '@kinderwait/contract';
import {
  claimCodeMaxTries,
  claimCodesPerListingPerHour,
  claimCodesPerUserPerHour,
  claimCodeTtlMinutes,
  commonErrorCodes,
  commonErrorMessages,
  listingClaimsErrorCodes as codes,
  listingClaimsMessages as messages,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, TooManyRequestsError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { addMilliseconds, minuteMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { DialablePhone } from '../../integrations/telephony/published-phone.ts';
import { maskedPhone, parsePublishedPhone } from '../../integrations/telephony/published-phone.ts';
import type { Telephony } from '../../integrations/telephony/telephony.ts';
import { TelephonyError } from '../../integrations/telephony/telephony.ts';
import type { Language } from '../../i18n/language.ts';
import { defaultLanguage } from '../../i18n/language.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import { createClaimCodeHasher, newClaimCode } from './listing-claim-codes.ts';
import { claimCodeCall, claimCodeText } from './listing-claim-texts.ts';
import type { CodeCheck } from './listing-claim-verification.ts';
import { checkCode } from './listing-claim-verification.ts';
import {
  claimsOfUser,
  deleteClaim,
  insertClaimWithinLimits,
  supersedeOlderClaims,
} from './listing-claims.repository.ts';

const codeTtlMs = claimCodeTtlMinutes * minuteMs;
const limitWindowMs = 60 * minuteMs;

/**
 * Claiming a licensed-centre listing (docs/product/catalogue.md#claiming-a-listing). Every rule is
 * kept in the database, so it holds whichever process answers: codes per listing and per user per
 * hour, tries per code, expiry, and one owner per listing (childcare providers'
 * takeListingOwnership, under the listing's lock).
 */
export interface ListingClaimsService {
  /**
   * Sends a new code to the listing's published phone, by text or by a call that reads it, in
   * `language` (the request's: the person asking passes the code on).
   */
  requestCode(
    actor: Actor,
    listingId: string,
    channel: ClaimChannel,
    language?: Language,
  ): Promise<ClaimCodeSent>;
  /** Proves the code; the listing becomes the actor's provider profile, which is answered. */
  verify(actor: Actor, claimId: string, code: string): Promise<ChildcareProviderProfile>;
  /** The user's claims: listing, channel, the number the code went to, state (data archive). */
  personalDataOf(userId: string): Promise<unknown[]>;
}

export interface ListingClaimsServiceOptions {
  db: Database;
  clock: Clock;
  telephony: Telephony;
  childcareProviders: ChildcareProvidersService;
  /** The server secret the code hashes are keyed with (JWT_SECRET). */
  serverSecret: string;
  log: FastifyBaseLogger;
}

const notFound = (): AppError =>
  new AppError(404, commonErrorCodes.notFound, commonErrorMessages.notFound);
const conflict = (code: (typeof codes)[keyof typeof codes], message: string): AppError =>
  new AppError(409, code, message);

/** The answer to a code that did not prove the claim. */
function refusalOf(check: Exclude<CodeCheck, { outcome: 'proven' }>): AppError {
  switch (check.outcome) {
    case 'not-found':
      return notFound();
    case 'incorrect':
      return new AppError(400, codes.claimCodeIncorrect, messages.codeIncorrect(check.triesLeft));
    case 'expired':
      return new AppError(400, codes.claimCodeExpired, messages.codeExpired);
    case 'exhausted':
      return new AppError(400, codes.claimTriesExhausted, messages.triesExhausted);
    case 'superseded':
      return new AppError(400, codes.claimCodeReplaced, messages.codeReplaced);
  }
}

export function createListingClaimsService({
  db,
  clock,
  telephony,
  childcareProviders,
  serverSecret,
  log,
}: ListingClaimsServiceOptions): ListingClaimsService {
  const hasher = createClaimCodeHasher(serverSecret);

  /** The refusals that hold before any code is sent; the phone the code goes to otherwise. */
  const claimablePhone = async (
    actor: Actor,
    listingId: string,
    channel: ClaimChannel,
  ): Promise<{ phone: DialablePhone; listingName: string }> => {
    const listing = await childcareProviders.findListing(listingId);
    if (listing === undefined) throw notFound();
    if (listing.ownerUserId === actor.user.id) {
      throw conflict(codes.listingAlreadyYours, messages.listingAlreadyYours);
    }
    if (listing.ownerUserId !== null) {
      throw conflict(codes.listingAlreadyClaimed, messages.listingAlreadyClaimed);
    }
    if ((await childcareProviders.ownProfileKind(actor.user.id)) === 'listing') {
      throw conflict(codes.alreadyManagesListing, messages.alreadyManagesListing);
    }
    const phone = parsePublishedPhone(listing.phone);
    if (phone === null) throw conflict(codes.listingPhoneUnusable, messages.listingPhoneUnusable);
    // A text message cannot dial an extension: it would reach the main line's owner, if anyone.
    if (channel === 'sms' && phone.extension !== null) {
      throw conflict(codes.smsNotPossible, messages.smsNotPossible);
    }
    return { phone, listingName: listing.name };
  };

  const send = async (
    channel: ClaimChannel,
    phone: DialablePhone,
    code: string,
    listingName: string,
    language: Language,
  ): Promise<void> => {
    try {
      if (channel === 'sms') {
        await telephony.sendText({
          to: phone.number,
          body: claimCodeText(code, listingName, language),
        });
      } else {
        await telephony.placeCall({
          to: phone.number,
          extension: phone.extension,
          script: claimCodeCall(code, listingName, language),
        });
      }
    } catch (error) {
      if (!(error instanceof TelephonyError)) throw error;
      log.error({ err: error, channel, reason: error.reason }, 'sending a claim code failed');
      if (error.reason === 'unavailable') {
        throw new AppError(503, codes.telephonyUnavailable, messages.telephonyUnavailable);
      }
      if (error.reason === 'cannot-receive' && channel === 'sms') {
        throw conflict(codes.phoneCannotReceiveSms, messages.phoneCannotReceiveSms);
      }
      throw conflict(codes.listingPhoneUnusable, messages.listingPhoneUnusable);
    }
  };

  return {
    personalDataOf: (userId) => claimsOfUser(db, userId),
    requestCode: async (actor, listingId, channel, language = defaultLanguage) => {
      const { phone, listingName } = await claimablePhone(actor, listingId, channel);
      const now = clock();
      const claimId = randomUUID();
      const code = newClaimCode();
      const expiresAt = addMilliseconds(now, codeTtlMs);
      const recorded = await insertClaimWithinLimits(
        db,
        {
          id: claimId,
          listingId,
          userId: actor.user.id,
          channel,
          sentTo: phone.number,
          codeHash: hasher.hash(claimId, code),
          createdAt: now,
          expiresAt,
        },
        {
          since: addMilliseconds(now, -limitWindowMs),
          perListing: claimCodesPerListingPerHour,
          perUser: claimCodesPerUserPerHour,
        },
      );
      if (!recorded.inserted) {
        // Retry-After: when the oldest code counted leaves the hour.
        const seconds = (recorded.oldestSentAt.getTime() + limitWindowMs - now.getTime()) / 1000;
        throw new TooManyRequestsError(
          codes.tooManyClaimCodes,
          recorded.limit === 'listing'
            ? messages.tooManyCodesForListing
            : messages.tooManyCodesForUser,
          seconds,
        );
      }
      try {
        await send(channel, phone, code, listingName, language);
      } catch (error) {
        await deleteClaim(db, claimId);
        throw error;
      }
      await supersedeOlderClaims(db, { userId: actor.user.id, listingId, newestId: claimId });
      return {
        claimId,
        channel,
        sentTo: maskedPhone(phone.number),
        extension: channel === 'call' ? phone.extension : null,
        expiresAt: expiresAt.toISOString(),
        triesLeft: claimCodeMaxTries,
      };
    },

    verify: async (actor, claimId, code) => {
      const checked = await checkCode(db, hasher, {
        claimId,
        userId: actor.user.id,
        code,
        now: clock(),
      });
      if (checked.outcome !== 'proven') throw refusalOf(checked);
      const result = await childcareProviders.takeListingOwnership(
        actor.user.id,
        checked.listingId,
      );
      switch (result) {
        case 'claimed':
        case 'already-yours':
          await checked.complete();
          return childcareProviders.getOwnProfile(actor);
        case 'owned-by-another':
          throw conflict(codes.listingAlreadyClaimed, messages.listingAlreadyClaimed);
        case 'manages-another-listing':
          throw conflict(codes.alreadyManagesListing, messages.alreadyManagesListing);
        case 'not-found':
          throw notFound();
      }
    },
  };
}
