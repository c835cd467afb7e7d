import type { OfferAnswer } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import { offerClosed, offerExpired, noSpaceLeft } from './offers-errors.ts';
import type { OffersContext } from './offers-lifecycle.ts';
import { expireOffer, moveOn, noticeFacts } from './offers-lifecycle.ts';
import { offerAnsweredNotice } from './offers-notices.ts';
import type { OfferRequest } from './offer-requests.ts';
import type { OfferNotice } from './offers-notices.ts';
import type { StoredOffer } from './offers.repository.ts';
import {
  closeOffer,
  findOffer,
  findOpenOfferOfRequest,
  setPausedRequests,
} from './offers.repository.ts';

/**
 * The family's answer, signed in or through the emailed link (the caller has checked who may
 * answer). One transaction: the offer closes only if still open and not due (a conditional
 * update, so two answers or an answer and the sweep cannot both win); acceptance takes one of the
 * group's available spaces with a conditional decrement, enrols the request and pauses the
 * child's other waiting requests. A decline frees the spot for the next family.
 */
export async function answerOffer(
  ctx: OffersContext,
  offer: StoredOffer,
  request: OfferRequest,
  answer: OfferAnswer,
  viaLink: boolean,
  { notifyFamilyOnExpiry = true }: { notifyFamilyOnExpiry?: boolean } = {},
): Promise<StoredOffer> {
  if (offer.status !== 'open') throw offerClosed(offer.status, offer.deadlineAt);
  const now = ctx.clock();
  if (offer.deadlineAt.getTime() <= now.getTime()) {
    // The check on read: an offer past its deadline is expired now, swept or not.
    await expireOffer(ctx, offer, { notifyFamily: notifyFamilyOnExpiry });
    throw offerExpired(offer.deadlineAt);
  }
  const waitlist = ctx.requests;
  // Read before the transaction (PGlite's one connection), stored with the answer inside it.
  const providerNotice = await answeredNotice(ctx, offer, request, answer);
  const closed = await ctx.db.transaction(async (tx) => {
    const row = await closeOffer(
      tx,
      offer.id,
      answer === 'accept' ? 'accepted' : 'declined',
      now,
      viaLink ? { linkUsedAt: now, notDue: true } : { notDue: true },
    );
    if (row === undefined) return undefined;
    if (providerNotice !== undefined) await ctx.notices.notify(providerNotice, { db: tx });
    if (answer === 'decline') {
      await waitlist.transitionRequests(
        { requestIds: [offer.requestId], from: ['offered'], to: 'declined' },
        tx,
      );
      return row;
    }
    // Rolls the acceptance back when the provider lowered the spaces below its open offers.
    if (!(await ctx.childcareProviders.takeSpace(offer.providerId, offer.ageGroupId, tx))) {
      throw noSpaceLeft();
    }
    await waitlist.transitionRequests(
      { requestIds: [offer.requestId], from: ['offered'], to: 'enrolled' },
      tx,
    );
    // The child's other requests (its ticket's, one ticket per child) that wait elsewhere.
    const paused = await waitlist.transitionRequests(
      {
        ticketIds: [request.ticketId],
        exceptRequestIds: [offer.requestId],
        from: ['waiting'],
        to: 'paused',
      },
      tx,
    );
    await setPausedRequests(tx, offer.id, paused);
    return { ...row, pausedRequestIds: paused };
  });
  if (closed === undefined) {
    // Someone (the other channel, the sweep, the provider) closed it first: say how.
    const current = await findOffer(ctx.db, offer.id);
    if (current === undefined || current.status === 'open') throw offerExpired(offer.deadlineAt);
    throw offerClosed(current.status, current.deadlineAt);
  }
  if (answer === 'decline') await moveOn(ctx, closed);
  return closed;
}

/**
 * The provider's notice of the answer, to the owner who made the offer while they still own the
 * provider. An auto-offer has no such user (offeredByUserId null): the provider sees the answer
 * on its waitlist, without a notice.
 */
async function answeredNotice(
  ctx: OffersContext,
  offer: StoredOffer,
  request: OfferRequest,
  answer: OfferAnswer,
): Promise<OfferNotice | undefined> {
  const userId = offer.offeredByUserId;
  if (userId === null) return undefined;
  const [owned, facts] = await Promise.all([
    ctx.childcareProviders.providerIdOwnedBy(userId),
    noticeFacts(ctx, offer, request),
  ]);
  if (owned !== offer.providerId || facts === undefined) return undefined;
  return offerAnsweredNotice(facts, userId, answer);
}

/**
 * The family withdraws a request that holds an open offer: the offer is declined as if they had
 * answered (the provider hears it, the spot moves on to the next family), so it no longer holds
 * one of the group's spaces until its deadline. An offer already past its deadline expires
 * instead, without the notice that the family is back in line (they are leaving it). Nothing to
 * do when the request has no open offer, or when it closed meanwhile.
 */
export async function declineForWithdrawal(ctx: OffersContext, requestId: string): Promise<void> {
  const offer = await findOpenOfferOfRequest(ctx.db, requestId);
  if (offer === undefined) return;
  const [request] = await ctx.requests.requestsByIds([requestId]);
  if (request === undefined) return;
  try {
    // Past its deadline, answerOffer expires it instead (without the notice, here).
    await answerOffer(ctx, offer, request, 'decline', false, { notifyFamilyOnExpiry: false });
  } catch (error) {
    // Answered, withdrawn by the provider or expired (now or in the meantime): the offer is
    // closed, and the caller reads the request's status again.
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  }
}
