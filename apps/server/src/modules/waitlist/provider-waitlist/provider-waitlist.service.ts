import type {
  AssignWaitlistPrioritiesBody,
  ProviderWaitlistEntry,
  ProviderWaitlistFamily,
  ProviderWaitlistQuery,
  ProviderWaitlistResponse,
  SaveWaitlistPriorityBody,
  SaveWaitlistSettingsBody,
  WaitlistPrioritiesResponse,
  WaitlistPriority,
  WaitlistPolicyResponse,
  WaitlistSettings,
  WithdrawnLinesResponse,
} from '@kinderwait/contract';
import { withdrawnLinesMax } from '@kinderwait/contract';
import { withdrawnLinesOf } from './withdrawn-lines.repository.ts';
import {
  defaultWaitlistPriorities,
  isApproximateLocation,
  permissions,
  providerWaitlistErrorCodes,
  providerWaitlistMessages,
  ProviderWaitlistQuery as ProviderWaitlistQuerySchema,
  waitlistPolicyTemplate,
  waitlistPriorityLimits,
} from '@kinderwait/contract';
import { AppError, invalidRequest } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { DomainEvents } from '../../../events/domain-events.ts';
import { childrenSeen } from './provider-waitlist.events.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { actorMay } from '../../../plugins/authentication.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { ChildrenService } from '../../children/children.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { ProviderLineEntry, RequestLifecycle } from '../requests/request-lifecycle.ts';
import { accountGone, entryView, offerMade, priorityNotFound } from './provider-waitlist-views.ts';
import { defaultWaitlistSettings } from './waitlist-settings.ts';
import {
  assignmentsOfRequests,
  countCustomCategories,
  deleteCategory,
  findCategory,
  findSettings,
  insertCategory,
  listCategories,
  lockProvider,
  replaceAssignments,
  requestsWithCategory,
  seedDefaultCategories,
  updateCategory,
  upsertSettings,
  weightSums,
} from './provider-waitlist.repository.ts';
import { providerNotFound, requestNotFound } from '../waitlist-errors.ts';

/**
 * The provider's side of the waitlist (docs/product/offers.md#priorities): priority categories and
 * their weights, the priorities of each family (their sum is the request's priority weight, which
 * orders the line for the provider and the parent alike), the provider's list, and the waitlist
 * policy and settings. Only the owner of the provider profile, in a role that manages a waitlist,
 * reaches it; anyone else gets 404, as for an unknown id.
 */
export interface ProviderWaitlistService {
  listPriorities(actor: Actor, providerId: string): Promise<WaitlistPrioritiesResponse>;
  addPriority(
    actor: Actor,
    providerId: string,
    body: SaveWaitlistPriorityBody,
  ): Promise<WaitlistPriority>;
  updatePriority(
    actor: Actor,
    providerId: string,
    priorityId: string,
    body: SaveWaitlistPriorityBody,
  ): Promise<WaitlistPriority>;
  deletePriority(actor: Actor, providerId: string, priorityId: string): Promise<void>;
  assignPriorities(
    actor: Actor,
    providerId: string,
    ticketId: string,
    body: AssignWaitlistPrioritiesBody,
  ): Promise<ProviderWaitlistEntry>;
  waitlist(
    actor: Actor,
    providerId: string,
    query: ProviderWaitlistQuery,
  ): Promise<ProviderWaitlistResponse>;
  getSettings(actor: Actor, providerId: string): Promise<WaitlistSettings>;
  saveSettings(
    actor: Actor,
    providerId: string,
    body: SaveWaitlistSettingsBody,
  ): Promise<WaitlistSettings>;
  /** Public: the saved policy (null before one is written) and the priorities that count. */
  publicPolicy(providerId: string): Promise<WaitlistPolicyResponse>;
  /** The lines that left the list, newest first, anonymous (docs/product/offers.md). */
  withdrawnLines(actor: Actor, providerId: string): Promise<WithdrawnLinesResponse>;
}

export interface ProviderWaitlistServiceOptions {
  db: Database;
  clock: Clock;
  /** Publishes childrenSeen: the access record of the children the provider saw or changed. */
  events: Pick<DomainEvents, 'publish'>;
  childcareProviders: Pick<
    ChildcareProvidersService,
    'ownedProviderLocation' | 'providerSummaries'
  >;
  users: Pick<UsersService, 'findById' | 'findByIds'>;
  children: Pick<ChildrenService, 'careNotesOf'>;
  requestLifecycle: Pick<
    RequestLifecycle,
    'providerWaitlist' | 'requestOfProvider' | 'setRequestPriorityWeights'
  >;
  offers: Pick<OffersService, 'openOfferOfRequests'>;
}

export function createProviderWaitlistService({
  db,
  clock,
  childcareProviders,
  users,
  children,
  requestLifecycle,
  offers,
  events,
}: ProviderWaitlistServiceOptions): ProviderWaitlistService {
  /**
   * The actor's own provider profile (its id and location) when it is `providerId` and their role
   * manages a waitlist. The account and the profile are read together: one round trip on every
   * provider-waitlist request (a whole profile with its age groups before).
   */
  const ownProviderWithLocation = async (actor: Actor, providerId: string) => {
    if (!actorMay(actor, permissions.waitlistManage)) throw providerNotFound();
    const [user, own] = await Promise.all([
      users.findById(actor.user.id),
      childcareProviders.ownedProviderLocation(actor.user.id),
    ]);
    // A token whose account no longer exists is as good as none: the client signs in again.
    if (user === undefined) throw accountGone();
    if (own === undefined || own.providerId.toLowerCase() !== providerId.toLowerCase()) {
      throw providerNotFound();
    }
    return own;
  };

  /** The provider id when it is the actor's own profile and their role manages a waitlist. */
  const ownProvider = async (actor: Actor, providerId: string): Promise<string> =>
    (await ownProviderWithLocation(actor, providerId)).providerId;

  const categoriesOf = async (providerId: string): Promise<WaitlistPriority[]> => {
    const listed = await listCategories(db, providerId);
    if (listed.filter((category) => category.code !== 'custom').length >= 5) return listed;
    await seedDefaultCategories(db, providerId, clock());
    return listCategories(db, providerId);
  };

  /** The contact of each of these parents that still has an account, in one read. */
  const familiesOf = async (
    userIds: readonly string[],
  ): Promise<Map<string, ProviderWaitlistFamily>> => {
    if (userIds.length === 0) return new Map();
    const found = await users.findByIds(userIds);
    return new Map(
      found.map((user) => [
        user.id,
        {
          parentName: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          phone: user.phoneNumber,
        },
      ]),
    );
  };

  const entriesView = async (entries: readonly ProviderLineEntry[]) => {
    const ids = entries.map((entry) => entry.id);
    const [assigned, openOffers] = await Promise.all([
      assignmentsOfRequests(db, ids),
      offers.openOfferOfRequests(ids),
    ]);
    // Care notes and contacts are read only for the families the provider offered a spot, each
    // in one read for the page.
    const offered = entries.filter((entry) => offerMade(entry, openOffers.has(entry.id)));
    const [careNotes, families] = await Promise.all([
      children.careNotesOf([...new Set(offered.map((entry) => entry.childId))]),
      familiesOf([...new Set(offered.map((entry) => entry.child.parentUserId))]),
    ]);
    return entries.map((entry) => {
      const offer = openOffers.get(entry.id);
      const shown = offerMade(entry, offer !== undefined);
      return entryView(entry, assigned.get(entry.id) ?? [], offer, {
        family: shown ? families.get(entry.child.parentUserId) : undefined,
        careNotes: shown ? careNotes.get(entry.childId) : undefined,
      });
    });
  };

  /** Recomputes and stores the priority weight of these requests, the provider locked. */
  const reweigh = async (tx: Database, requestIds: readonly string[]): Promise<void> => {
    if (requestIds.length === 0) return;
    await requestLifecycle.setRequestPriorityWeights(await weightSums(tx, requestIds), tx);
  };

  const conflictOnName = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        providerWaitlistErrorCodes.waitlistPriorityExists,
        providerWaitlistMessages.priorityExists,
      );
    }
    throw error;
  };

  return {
    listPriorities: async (actor, providerId) => ({
      items: await categoriesOf(await ownProvider(actor, providerId)),
    }),

    addPriority: async (actor, providerId, body) => {
      const id = await ownProvider(actor, providerId);
      await categoriesOf(id);
      const now = clock();
      return db
        .transaction(async (tx) => {
          await lockProvider(tx, id, now);
          if ((await countCustomCategories(tx, id)) >= waitlistPriorityLimits.customMax) {
            throw new AppError(
              409,
              providerWaitlistErrorCodes.waitlistPriorityLimit,
              providerWaitlistMessages.priorityLimit,
            );
          }
          return insertCategory(tx, id, { code: 'custom', ...body }, now);
        })
        .catch(conflictOnName);
    },

    updatePriority: async (actor, providerId, priorityId, body) => {
      const id = await ownProvider(actor, providerId);
      const now = clock();
      return db
        .transaction(async (tx) => {
          await lockProvider(tx, id, now);
          const updated = await updateCategory(tx, id, priorityId, body, now);
          if (updated === undefined) throw priorityNotFound();
          // A new weight re-orders every family holding this priority, at once.
          await reweigh(tx, await requestsWithCategory(tx, updated.id));
          return updated;
        })
        .catch(conflictOnName);
    },

    deletePriority: async (actor, providerId, priorityId) => {
      const id = await ownProvider(actor, providerId);
      const now = clock();
      await db.transaction(async (tx) => {
        await lockProvider(tx, id, now);
        const category = await findCategory(tx, id, priorityId);
        if (category === undefined) throw priorityNotFound();
        if (category.code !== 'custom') {
          throw new AppError(
            409,
            providerWaitlistErrorCodes.waitlistPriorityPredefined,
            providerWaitlistMessages.priorityPredefined,
          );
        }
        const holders = await requestsWithCategory(tx, category.id);
        await deleteCategory(tx, id, category.id);
        await reweigh(tx, holders);
      });
    },

    assignPriorities: async (actor, providerId, ticketId, body) => {
      const id = await ownProvider(actor, providerId);
      const request = await requestLifecycle.requestOfProvider(id, { ticketId });
      if (request === undefined || request.status === 'withdrawn') throw requestNotFound();
      const known = new Set((await categoriesOf(id)).map((category) => category.id));
      const given = body.priorities.map((priority) => priority.toLowerCase());
      const issues = given.flatMap((priority, index) =>
        known.has(priority)
          ? []
          : [
              {
                path: ['body', 'priorities', String(index)],
                message: providerWaitlistMessages.unknownPriority(priority),
              },
            ],
      );
      if (issues.length > 0) throw invalidRequest(issues);
      const wanted = [...new Set(given)];
      const now = clock();
      await db.transaction(async (tx) => {
        await lockProvider(tx, id, now);
        await replaceAssignments(tx, request.id, wanted, now);
        await reweigh(tx, [request.id]);
      });
      const updated = await requestLifecycle.requestOfProvider(id, { requestId: request.id });
      if (updated === undefined) throw requestNotFound();
      const [view] = await entriesView([updated]);
      if (view === undefined) throw requestNotFound();
      await events.publish(childrenSeen, {
        actorUserId: actor.user.id,
        providerId: id,
        childIds: [view.childId],
        action: 'changed',
        what: 'waitlist priorities',
      });
      return view;
    },

    waitlist: async (actor, providerId, query) => {
      const { providerId: id, location } = await ownProviderWithLocation(actor, providerId);
      const filters = ProviderWaitlistQuerySchema.parse(query);
      const origin =
        location.latitude === null || location.longitude === null
          ? null
          : {
              latitude: location.latitude,
              longitude: location.longitude,
              approximate: isApproximateLocation(location.locationSource),
            };
      const { items, total } = await requestLifecycle.providerWaitlist(id, { ...filters, origin });
      const entries = await entriesView(items);
      await events.publish(childrenSeen, {
        actorUserId: actor.user.id,
        providerId: id,
        childIds: entries.map((entry) => entry.childId),
        action: 'viewed',
        what: 'waitlist entry',
      });
      return {
        items: entries,
        total,
        page: filters.page,
        pageSize: filters.pageSize,
      };
    },

    withdrawnLines: async (actor, providerId) => ({
      items: (
        await withdrawnLinesOf(db, await ownProvider(actor, providerId), withdrawnLinesMax)
      ).map((line) => ({
        requestId: line.requestId,
        joinedAt: line.joinedAt.toISOString(),
        withdrawnAt: line.withdrawnAt?.toISOString() ?? null,
      })),
    }),

    getSettings: async (actor, providerId) => {
      const saved =
        (await findSettings(db, await ownProvider(actor, providerId))) ?? defaultWaitlistSettings;
      return { ...saved, policy: saved.policy ?? waitlistPolicyTemplate };
    },

    saveSettings: async (actor, providerId, body) => {
      const id = await ownProvider(actor, providerId);
      await upsertSettings(db, id, body, clock());
      return body;
    },

    publicPolicy: async (providerId) => {
      const [provider] = await childcareProviders.providerSummaries([providerId.toLowerCase()]);
      if (provider === undefined) throw providerNotFound();
      const [saved, categories] = await Promise.all([
        findSettings(db, provider.id),
        listCategories(db, provider.id),
      ]);
      // A provider who never opened the priorities still applies the starting ones: show those
      // (without writing rows for every listing a parent looks at).
      const unseeded = defaultWaitlistPriorities.filter(
        (entry) => !categories.some((category) => category.code === entry.code),
      );
      return {
        providerId: provider.id,
        policy: saved?.policy ?? null,
        priorities: [...categories, ...unseeded]
          .filter((category) => category.weight > 0)
          .sort((a, b) => b.weight - a.weight)
          .map(({ name, weight }) => ({ name, weight })),
      };
    },
  };
}
