import type {
  AgentPhoneNumber,
  AvailablePhoneNumber,
  PhoneNumberFailureReason,
  PhoneNumberRequestBody,
  TorontoAreaCode,
} from '@kinderwait/contract';
import {
  formatCalendarDate,
  phoneNumberLimits,
  phoneNumberProducts,
  phoneNumbersErrorCodes,
  phoneNumbersMessages,
  todayInTimeZone,
  twilioWebhookPaths,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { OwnedNumber, Telephony } from '../../integrations/telephony/telephony.ts';
import { TelephonyError } from '../../integrations/telephony/telephony.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { SubscriptionsService } from '../billing/subscriptions/subscriptions.service.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { VoiceAssistantsService } from '../voice-assistants/voice-assistants.service.ts';
import {
  numberFailedEmail,
  numberReadyEmail,
  numberReadyText,
  numberReleasingEmail,
} from './phone-number-words.ts';
import { releaseErasedNumber, releaseNumbersForErasure } from './phone-number-erasure.ts';
import type { ErasedNumber } from './phone-numbers.jobs.ts';
import { provisionNumberJob, releaseNumberJob } from './phone-numbers.jobs.ts';
import type { PhoneNumberRow } from './phone-numbers.repository.ts';
import {
  activeNumbers,
  answeringNumber,
  findPhoneNumber,
  friendlyNameOf,
  heldNumberOfUser,
  insertPhoneNumber,
  numbersOfUser,
  updatePhoneNumber,
} from './phone-numbers.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The voice agent's phone numbers (docs/product/voice-agent.md#the-phone-number): chosen by the
 * provider, bought in a job, told by text, and released a grace period after the subscription
 * ends.
 */
export interface PhoneNumbersService {
  /** The actor's numbers, newest first. */
  list(actor: Actor): Promise<AgentPhoneNumber[]>;
  /** Numbers of the area code that can be bought now (402 without the subscription). */
  available(actor: Actor, areaCode: TorontoAreaCode): Promise<AvailablePhoneNumber[]>;
  /** Asks for a number: stored as provisioning, bought by a job. */
  request(actor: Actor, body: PhoneNumberRequestBody): Promise<AgentPhoneNumber>;
  /** The provisioning job: buys the number once, however often it runs. */
  provision(phoneNumberId: string, lastAttempt: boolean): Promise<void>;
  /** The release job: gives the number back unless the subscription came back. */
  release(phoneNumberId: string): Promise<void>;
  /**
   * The subscription will end at `endsAt` (null: it renews again): the number is released a
   * grace period later, and the provider told now.
   */
  subscriptionEnding(
    event: { userId: string; productCode: string; endsAt: string | null },
    context: { db: Database },
  ): Promise<void>;
  /** The hourly check: a number whose owner no longer holds the subscription starts its grace. */
  sweepLapsed(): Promise<void>;
  /**
   * The user's account is being erased: each number they hold stops answering now and is given
   * back by a job that carries its id at the provider, so nothing is left behind at Twilio once
   * the account's rows are gone (docs/product/privacy.md#delete-my-account).
   */
  releaseForErasure(userId: string): Promise<void>;
  /** The erased account's release job: gives the number back at the provider. */
  releaseErased(erased: ErasedNumber): Promise<void>;
  /** Who answers calls to `number` (E.164): the holder and the number's id, or null. */
  holderOf(number: string): Promise<{ userId: string; phoneNumberId: string } | null>;
}

export interface PhoneNumbersServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  telephony: Telephony;
  jobs: Pick<JobQueue, 'send'>;
  subscriptions: Pick<SubscriptionsService, 'activeProductCodes'>;
  voiceAssistants: Pick<VoiceAssistantsService, 'agentOf'>;
  notices: Pick<NoticesService, 'notify'>;
  publicOrigin: string;
}

function view(row: PhoneNumberRow): AgentPhoneNumber {
  return {
    id: row.id,
    areaCode: row.areaCode as TorontoAreaCode,
    number: row.number,
    state: row.state as AgentPhoneNumber['state'],
    failureReason: row.failureReason as PhoneNumberFailureReason | null,
    createdAt: row.createdAt.toISOString(),
    releaseAt: row.releaseAt?.toISOString() ?? null,
  };
}

export function createPhoneNumbersService(deps: PhoneNumbersServiceDeps): PhoneNumbersService {
  const { db, clock, telephony } = deps;

  const guard = async (userId: string): Promise<void> => {
    const products = await deps.subscriptions.activeProductCodes(userId);
    if (!phoneNumberProducts.some((code) => products.has(code))) {
      throw new AppError(
        402,
        phoneNumbersErrorCodes.subscriptionRequired,
        phoneNumbersMessages.subscriptionRequired,
      );
    }
  };

  const providerUnavailable = () =>
    new AppError(
      503,
      phoneNumbersErrorCodes.providerUnavailable,
      phoneNumbersMessages.providerUnavailable,
    );

  const fail = async (row: PhoneNumberRow, reason: PhoneNumberFailureReason): Promise<void> => {
    const failed = await updatePhoneNumber(db, row.id, ['provisioning'], {
      state: 'failed',
      failureReason: reason,
      updatedAt: clock(),
    });
    if (failed === undefined) return;
    await deps.notices.notify({
      userId: row.userId,
      kind: 'phone_number_failed',
      data: { areaCode: row.areaCode },
      dedupeKey: `phone-number-failed:${row.id}`,
      email: numberFailedEmail(row.areaCode, reason, deps.publicOrigin),
    });
  };

  /**
   * Buys the chosen number and no other: taken meanwhile, it is `number_taken` and the provider
   * searches again. A request stored before a number had to be chosen buys the first one free.
   */
  const buy = async (row: PhoneNumberRow): Promise<OwnedNumber | PhoneNumberFailureReason> => {
    const purchase = {
      friendlyName: friendlyNameOf(row.id),
      voiceUrl: new URL(twilioWebhookPaths.voice, deps.publicOrigin).toString(),
      statusCallbackUrl: new URL(twilioWebhookPaths.status, deps.publicOrigin).toString(),
    };
    if (row.requestedNumber === null) {
      const [first] = await telephony.searchNumbers(row.areaCode, 1);
      if (first === undefined) return 'no_number_available';
      return telephony.buyNumber({ ...purchase, number: first.number });
    }
    try {
      return await telephony.buyNumber({ ...purchase, number: row.requestedNumber });
    } catch (error) {
      if (error instanceof TelephonyError && error.reason === 'number-taken') return 'number_taken';
      throw error;
    }
  };

  const activate = async (row: PhoneNumberRow, owned: OwnedNumber): Promise<void> => {
    const agent = await deps.voiceAssistants.agentOf(row.userId);
    const now = clock();
    await db.transaction(async (tx) => {
      const active = await updatePhoneNumber(tx, row.id, ['provisioning'], {
        state: 'active',
        number: owned.number,
        providerNumberId: owned.id,
        activatedAt: now,
        updatedAt: now,
      });
      if (active === undefined) return;
      await deps.notices.notify(
        {
          userId: row.userId,
          kind: 'phone_number_ready',
          data: { number: owned.number },
          dedupeKey: `phone-number-ready:${row.id}`,
          email: numberReadyEmail(owned.number, deps.publicOrigin),
          // The setup chat's SMS number; without settings, the profile's number (notices).
          sms: {
            body: numberReadyText(owned.number, deps.publicOrigin),
            ...(agent === null ? {} : { to: agent.smsPhoneNumber }),
          },
        },
        { db: tx },
      );
    });
  };

  const startGrace = async (row: PhoneNumberRow, releaseAt: Date, target: Database) => {
    const releasing = await updatePhoneNumber(target, row.id, ['active', 'releasing'], {
      state: 'releasing',
      releaseAt,
      updatedAt: clock(),
    });
    if (releasing?.number == null) return;
    const releaseDay = formatCalendarDate(todayInTimeZone(undefined, releaseAt));
    await deps.notices.notify(
      {
        userId: row.userId,
        kind: 'phone_number_releasing',
        data: { number: releasing.number, releaseAt: releaseAt.toISOString() },
        dedupeKey: `phone-number-releasing:${row.id}:${releaseAt.toISOString()}`,
        email: numberReleasingEmail(releasing.number, releaseDay, deps.publicOrigin),
      },
      { db: target },
    );
    await deps.jobs.send(
      releaseNumberJob,
      { phoneNumberId: row.id },
      { startAfter: releaseAt, singletonKey: `${row.id}:${releaseAt.toISOString()}`, db: target },
    );
  };

  return {
    list: async (actor) => (await numbersOfUser(db, actor.user.id)).map(view),

    available: async (actor, areaCode) => {
      await guard(actor.user.id);
      try {
        const found = await telephony.searchNumbers(areaCode, phoneNumberLimits.searchResults);
        return found.map(({ number }) => ({ number, areaCode }));
      } catch (error) {
        if (error instanceof TelephonyError) {
          deps.log.warn({ err: error }, 'searching phone numbers failed');
          throw providerUnavailable();
        }
        throw error;
      }
    },

    request: async (actor, body) => {
      const userId = actor.user.id;
      await guard(userId);
      if ((await deps.voiceAssistants.agentOf(userId)) === null) {
        throw new AppError(409, phoneNumbersErrorCodes.notSetUp, phoneNumbersMessages.notSetUp);
      }
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertPhoneNumber(tx, {
          userId,
          areaCode: body.areaCode,
          requestedNumber: body.number,
          provider: telephony.kind,
          state: 'provisioning',
          createdAt: now,
          updatedAt: now,
        });
        if (inserted === undefined) return undefined;
        await deps.jobs.send(
          provisionNumberJob,
          { phoneNumberId: inserted.id },
          { singletonKey: inserted.id, db: tx },
        );
        return inserted;
      });
      if (row === undefined) {
        throw new AppError(
          409,
          phoneNumbersErrorCodes.alreadyHeld,
          phoneNumbersMessages.alreadyHeld,
        );
      }
      return view(row);
    },

    provision: async (phoneNumberId, lastAttempt) => {
      const row = await findPhoneNumber(db, phoneNumberId);
      if (row?.state !== 'provisioning') return;
      try {
        // Bought by an earlier run whose answer was lost, or whose write failed: found by name.
        const owned = (await telephony.findNumber(friendlyNameOf(row.id))) ?? (await buy(row));
        if (typeof owned === 'string') {
          await fail(row, owned);
          return;
        }
        await activate(row, owned);
      } catch (error) {
        deps.log.warn(
          { err: error, phoneNumberId, lastAttempt },
          'buying a voice agent phone number failed',
        );
        if (lastAttempt) await fail(row, 'provider_unavailable');
        throw error;
      }
    },

    release: async (phoneNumberId) => {
      const row = await findPhoneNumber(db, phoneNumberId);
      if (row?.state !== 'releasing' || row.releaseAt === null) return;
      const now = clock();
      if (row.releaseAt > now) return;
      const products = await deps.subscriptions.activeProductCodes(row.userId);
      if (phoneNumberProducts.some((code) => products.has(code))) {
        await updatePhoneNumber(db, row.id, ['releasing'], {
          state: 'active',
          releaseAt: null,
          updatedAt: now,
        });
        return;
      }
      if (row.providerNumberId !== null) await telephony.releaseNumber(row.providerNumberId);
      await updatePhoneNumber(db, row.id, ['releasing'], {
        state: 'released',
        releasedAt: now,
        updatedAt: now,
      });
    },

    subscriptionEnding: async ({ userId, productCode, endsAt }, context) => {
      if (!phoneNumberProducts.includes(productCode)) return;
      const row = await heldNumberOfUser(context.db, userId);
      if (row === undefined || row.state === 'provisioning') return;
      if (endsAt === null) {
        await updatePhoneNumber(context.db, row.id, ['releasing'], {
          state: 'active',
          releaseAt: null,
          updatedAt: clock(),
        });
        return;
      }
      const releaseAt = new Date(
        Math.max(Date.parse(endsAt), clock().getTime()) +
          phoneNumberLimits.releaseGraceDays * dayMs,
      );
      await startGrace(row, releaseAt, context.db);
    },

    sweepLapsed: async () => {
      const rows = await activeNumbers(db);
      for (const row of rows) {
        const products = await deps.subscriptions.activeProductCodes(row.userId);
        if (phoneNumberProducts.some((code) => products.has(code))) continue;
        const releaseAt = new Date(clock().getTime() + phoneNumberLimits.releaseGraceDays * dayMs);
        await db.transaction((tx) => startGrace(row, releaseAt, tx));
      }
    },

    releaseForErasure: (userId) => releaseNumbersForErasure(deps, userId),
    releaseErased: (erased) => releaseErasedNumber(telephony, erased),

    holderOf: async (number) => {
      const row = await answeringNumber(db, number);
      return row === undefined ? null : { userId: row.userId, phoneNumberId: row.id };
    },
  };
}
