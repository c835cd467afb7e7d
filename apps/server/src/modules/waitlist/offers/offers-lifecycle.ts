import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  compareCalendarDates,
  displayTimeZone,
  formatCalendarDate,
  offersMessages,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract';
import { AppError, invalidRequest } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { NoticesService } from '../../notices/notices.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import { waitlistSettingsOf } from '../provider-waitlist/waitlist-settings.ts';
import { newLinkToken } from './offer-link-token.ts';
import { defaultDeadlineAt } from './offers-deadline.ts';
import { noSpaceLeft, requestNotWaiting } from './offers-errors.ts';
import type { OfferNoticeFacts } from './offers-notices.ts';
import { offerEndedNotice, offerLink, offerMadeNotice } from './offers-notices.ts';
import type { OfferRequest, OffersWaitlist } from './offer-requests.ts';
import type { StoredOffer } from './offers.repository.ts';
import {
  closeOffer,
  countLiveOffers,
  insertOffer,
  requestIdsOffered,
} from './offers.repository.ts';

/** What the offer rules run with (the service's dependencies, its requests adapted). */
export interface OffersContext {
  db: Database;
  clock: Clock;
  childcareProviders: Pick<
    ChildcareProvidersService,
    'providerSummaries' | 'providerIdOwnedBy' | 'openSpaces' | 'takeSpace'
  >;
  catalogues: Pick<CataloguesService, 'ageGroups'>;
  users: Pick<UsersService, 'findById'>;
  requests: OffersWaitlist;
  /** Stores the in-app notice and queues its email and text (inside the offer's transaction). */
  notices: Pick<NoticesService, 'notify'>;
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface NewOfferInput {
  providerId: string;
  request: OfferRequest;
  ageGroupId: number;
  startDate: string;
  deadlineAt: Date;
  autoOffered: boolean;
  offeredByUserId: string | null;
}

export async function ageGroupName(ctx: OffersContext, ageGroupId: number): Promise<string> {
  const groups = await ctx.catalogues.ageGroups();
  return groups.find((group) => group.id === ageGroupId)?.name ?? `Age Group ${ageGroupId}`;
}

/** Provider names by id (an unnamed profile has an empty name). */
export async function providerNames(
  ctx: OffersContext,
  providerIds: readonly string[],
): Promise<Map<string, string>> {
  const summaries = await ctx.childcareProviders.providerSummaries([...new Set(providerIds)]);
  return new Map(summaries.map((summary) => [summary.id, summary.name]));
}

/** The facts a notice about this offer tells; undefined when the parent's account is gone. */
export async function noticeFacts(
  ctx: OffersContext,
  offer: Pick<StoredOffer, 'id' | 'providerId' | 'ageGroupId' | 'startDate' | 'deadlineAt'>,
  request: OfferRequest,
): Promise<OfferNoticeFacts | undefined> {
  const [parent, names, groupName] = await Promise.all([
    ctx.users.findById(request.parentUserId),
    providerNames(ctx, [offer.providerId]),
    ageGroupName(ctx, offer.ageGroupId),
  ]);
  if (parent === undefined) return undefined;
  return {
    offerId: offer.id,
    parentUserId: parent.id,
    parentFirstName: parent.firstName,
    providerId: offer.providerId,
    providerName: names.get(offer.providerId) ?? '',
    childId: request.childId,
    childFirstName: request.childFirstName,
    ageGroupId: offer.ageGroupId,
    ageGroupName: groupName,
    startDate: offer.startDate,
    deadlineAt: offer.deadlineAt,
  };
}

/**
 * Makes an offer, in one transaction: the age group's row is locked while its open offers are
 * counted, so two offers can never hold the same last space; the request goes from waiting to
 * offered; the family's notice (in-app, email with the link, text) is queued with it.
 */
export async function makeOffer(ctx: OffersContext, input: NewOfferInput): Promise<StoredOffer> {
  const now = ctx.clock();
  const { token, hash } = newLinkToken();
  const id = randomUUID();
  // Read before the transaction: on PGlite's single connection, a read outside the transaction
  // while it is open would wait for it forever.
  const facts = await noticeFacts(ctx, { ...input, id }, input.request);
  return ctx.db.transaction(async (tx) => {
    const spaces = await ctx.childcareProviders.openSpaces(input.providerId, input.ageGroupId, {
      tx,
      forUpdate: true,
    });
    if (spaces === undefined) {
      throw invalidRequest([
        { path: ['body', 'ageGroupId'], message: offersMessages.ageGroupNotOffered },
      ]);
    }
    const live = await countLiveOffers(tx, input.providerId, input.ageGroupId, now);
    if (spaces === null || live >= spaces) throw noSpaceLeft();
    const changed = await ctx.requests.transitionRequests(
      { requestIds: [input.request.requestId], from: ['waiting'], to: 'offered' },
      tx,
    );
    if (changed.length !== 1) throw requestNotWaiting();
    const stored = await insertOffer(tx, {
      id,
      providerId: input.providerId,
      requestId: input.request.requestId,
      ageGroupId: input.ageGroupId,
      startDate: input.startDate,
      deadlineAt: input.deadlineAt,
      autoOffered: input.autoOffered,
      offeredByUserId: input.offeredByUserId,
      linkTokenHash: hash,
      createdAt: now,
      updatedAt: now,
    });
    if (facts !== undefined) {
      await ctx.notices.notify(offerMadeNotice(facts, offerLink(ctx.publicOrigin, id, token)), {
        db: tx,
      });
    }
    return stored;
  });
}

/**
 * Expires an open offer past its deadline (the sweep, or a read that found it due): the family
 * goes back to waiting at its place, is told, and auto-offer moves on. False when it was not open.
 */
export async function expireOffer(
  ctx: OffersContext,
  offer: StoredOffer,
  { notifyFamily = true }: { notifyFamily?: boolean } = {},
): Promise<boolean> {
  const now = ctx.clock();
  const closed = await ctx.db.transaction(async (tx) => {
    const row = await closeOffer(tx, offer.id, 'expired', now);
    if (row === undefined) return undefined;
    await ctx.requests.transitionRequests(
      { requestIds: [offer.requestId], from: ['offered'], to: 'waiting' },
      tx,
    );
    return row;
  });
  if (closed === undefined) return false;
  const [request] = notifyFamily ? await ctx.requests.requestsByIds([offer.requestId]) : [];
  if (request !== undefined) {
    const facts = await noticeFacts(ctx, closed, request);
    if (facts !== undefined) await ctx.notices.notify(offerEndedNotice(facts, 'expired'));
  }
  await moveOn(ctx, closed);
  return true;
}

/**
 * After a decline or an expiry: with auto-offer on, the spot goes to the next family in line
 * that has not had an offer of this group yet. A failure here never undoes the answer: it is
 * logged, and the provider still sees the next family.
 */
export async function moveOn(
  ctx: OffersContext,
  closed: StoredOffer,
): Promise<StoredOffer | undefined> {
  try {
    const settings = await waitlistSettingsOf(ctx.db, closed.providerId);
    if (!settings.autoOffer) return undefined;
    const next = await nextFamilyOf(ctx, closed.providerId, closed.ageGroupId);
    if (next === undefined) return undefined;
    const now = ctx.clock();
    return await makeOffer(ctx, {
      providerId: closed.providerId,
      request: next,
      ageGroupId: closed.ageGroupId,
      startDate: laterOf(closed.startDate, now),
      deadlineAt: defaultDeadlineAt(now, settings.offerDeadlineBusinessDays),
      autoOffered: true,
      offeredByUserId: null,
    });
  } catch (error) {
    // No space left (the provider lowered spaces) or the family moved on: nothing to offer.
    if (error instanceof AppError && error.statusCode < 500) return undefined;
    ctx.log.error({ err: error, offerId: closed.id }, 'Auto-offer after a closed offer failed');
    return undefined;
  }
}

/** The next waiting family for the group that has not had an offer of it at this provider. */
export async function nextFamilyOf(
  ctx: OffersContext,
  providerId: string,
  ageGroupId: number,
): Promise<OfferRequest | undefined> {
  const offered = await requestIdsOffered(ctx.db, providerId, ageGroupId);
  return ctx.requests.nextInLine(providerId, ageGroupId, offered);
}

/** The start date, or today when it has passed (an auto-offer made after it). */
function laterOf(startDate: string, now: Date): string {
  const today = todayInTimeZone(displayTimeZone, now);
  const start = parseCalendarDate(startDate);
  return start !== null && compareCalendarDates(start, today) >= 0
    ? startDate
    : formatCalendarDate(today);
}
