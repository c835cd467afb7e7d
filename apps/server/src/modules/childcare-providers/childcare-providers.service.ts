import type {
  ChildcareProviderLocation,
  ChildcareProviderProfile,
  EditChildcareProviderBody,
  Listing,
} from '@kinderwait/contract';
import {
  commonErrorCodes,
  commonErrorMessages,
  listingSearchLimit,
  providerProfileMessages,
  providerTypeIdsForRole,
} from '@kinderwait/contract';
import { AppError, invalidRequest } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CataloguesService } from '../catalogues/catalogues.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { searchListings } from './childcare-providers.repository.ts';
import type { ListingOwnershipResult } from './listing-ownership.ts';
import { takeListingOwnership } from './listing-ownership.ts';
import type { ListingRelease } from './listing-release.ts';
import { releaseProviderOf } from './listing-release.ts';
import type { ClaimableListing } from './listing-ownership.repository.ts';
import { findListing } from './listing-ownership.repository.ts';
import {
  ageGroupOffers,
  catalogueIssues,
  claimedCentreIssues,
  profileChanges,
} from './provider-profile-edit.ts';
import { locationView, noProfile, profileView } from './provider-profile-view.ts';
import type { ProviderSummary } from './provider-matching.ts';
import type { ProviderMatching } from './provider-matching-list.ts';
import { findProviderOwners, findProviderSummaries } from './provider-matching.repository.ts';
import { decrementAvailableSpaces, findAvailableSpaces } from './provider-spaces.repository.ts';
import { spacesRaised } from './childcare-providers.events.ts';
import { raisedAgeGroups } from './spaces-raised.ts';
import {
  findProfileByOwner,
  insertProfileIfAbsent,
  licensedCapacity,
  listProfileAgeGroups,
  replaceAgeGroups,
  updateProfile,
} from './provider-profiles.repository.ts';

/**
 * Childcare providers. The City of Toronto import runs at start-up, before the services exist
 * (licensed-centres-import.ts). A provider reaches only the profile they own (claimed from the
 * listings or created from scratch): every profile call is about the caller's own.
 */
export interface ChildcareProvidersService {
  /** Licensed-centre listings for the claim screen: by name or postal code, at most 20. */
  searchListings(search: string): Promise<Listing[]>;
  /** The actor's profile, or `noProfile` (user null) while they have none. */
  getOwnProfile(actor: Actor): Promise<ChildcareProviderProfile>;
  /** The actor's childcare location; all null while none is set. */
  getOwnLocation(actor: Actor): Promise<ChildcareProviderLocation>;
  /**
   * Changes the parts `body.paths` names, in one transaction (nothing is saved when any check
   * fails); the first edit of a provider without a profile creates it, of a type their role
   * offers. Answers the profile after the change.
   */
  editOwnProfile(actor: Actor, body: EditChildcareProviderBody): Promise<ChildcareProviderProfile>;
  /** An imported centre's listing with its published phone and owner (the claim flow). */
  findListing(listingId: string): Promise<ClaimableListing | undefined>;
  /** What profile the user has: none yet, one started from scratch, or a claimed listing. */
  ownProfileKind(userId: string): Promise<'none' | 'scratch' | 'listing'>;
  /**
   * Makes the listing the user's profile, if nobody owns it; a profile from scratch is merged
   * into it (listing-ownership.ts). Atomic: of concurrent claims of one listing, one wins.
   */
  takeListingOwnership(userId: string, listingId: string): Promise<ListingOwnershipResult>;
  /** The providers among `ids` that exist (any order), as requests and favourites name them. */
  providerSummaries(ids: readonly string[]): Promise<ProviderSummary[]>;
  /**
   * Available spaces of a provider's age group (undefined: the group is not offered; null: not
   * stated). `forUpdate` locks the group's row until `tx` ends (offers count against it).
   */
  openSpaces(
    providerId: string,
    ageGroupId: number,
    options?: { tx?: Database; forUpdate?: boolean },
  ): Promise<number | null | undefined>;
  /** Takes one available space if any is left (a conditional update); false when none was. */
  takeSpace(providerId: string, ageGroupId: number, tx?: Database): Promise<boolean>;
  /** The id of the provider profile the user owns, if any. */
  providerIdOwnedBy(userId: string): Promise<string | undefined>;
  /**
   * The id and childcare location of the profile the user owns, in one read (the provider's
   * waitlist: whose it is and where distances count from); undefined without one.
   */
  ownedProviderLocation(
    userId: string,
  ): Promise<{ providerId: string; location: ChildcareProviderLocation } | undefined>;
  /** The owning user of each of these providers that has one (family broadcasts reach them). */
  ownersOf(ids: readonly string[]): Promise<Map<string, string>>;
  /**
   * The profile of an account being deleted (listing-release.ts): a City listing goes back to
   * the City's record, unclaimed; any other profile loses its name, contacts and location.
   */
  releaseForErasure(userId: string): Promise<ListingRelease>;
}

export interface ChildcareProvidersServiceOptions {
  db: Database;
  clock: Clock;
  users: UsersService;
  catalogues: CataloguesService;
  /** Resolves a childcare location sent without its parts (docs/product/onboarding.md). */
  addresses: Pick<AddressesService, 'resolveLocation'>;
  /** The match lists this process remembers: forgotten when a provider changes here. */
  providerMatching: Pick<ProviderMatching, 'forget'>;
  /** Where `spacesRaised` is published (childcare-providers.events.ts). */
  events: Pick<DomainEvents, 'publish'>;
}

// A token whose account no longer exists is as good as none: the client signs in again.
const accountGone = (): AppError =>
  new AppError(
    401,
    commonErrorCodes.authenticationRequired,
    commonErrorMessages.authenticationRequired,
  );

export function createChildcareProvidersService({
  db,
  clock,
  users,
  catalogues,
  addresses,
  providerMatching: matching,
  events,
}: ChildcareProvidersServiceOptions): ChildcareProvidersService {
  const firstNameOf = async (userId: string): Promise<string> => {
    const user = await users.findById(userId);
    if (user === undefined) throw accountGone();
    return user.firstName;
  };

  const getOwnProfile = async (actor: Actor): Promise<ChildcareProviderProfile> => {
    const firstName = await firstNameOf(actor.user.id);
    const profile = await findProfileByOwner(db, actor.user.id);
    if (profile === undefined) return noProfile;
    const [ageGroups, names] = await Promise.all([
      listProfileAgeGroups(db, profile.id),
      catalogues.ageGroups(),
    ]);
    const ageGroupNames = new Map(names.map((group) => [group.id, group.name]));
    return profileView(profile, firstName, ageGroups, ageGroupNames);
  };

  return {
    searchListings: (search) => searchListings(db, search, listingSearchLimit),

    getOwnProfile,

    getOwnLocation: async (actor) => locationView(await findProfileByOwner(db, actor.user.id)),

    editOwnProfile: async (actor, body) => {
      const userId = actor.user.id;
      await firstNameOf(userId);
      const allowedTypeIds = actor.role === null ? [] : providerTypeIdsForRole(actor.role.code);
      const issues = await catalogueIssues(body, catalogues, allowedTypeIds);
      if (issues.length > 0) throw invalidRequest(issues);
      // Before the transaction: a lookup of the coordinates may wait for the geocoder.
      const location =
        body.childcareLocation === undefined
          ? undefined
          : await addresses.resolveLocation(body.childcareLocation, ['body', 'childcareLocation']);
      const now = clock();
      await db.transaction(async (tx) => {
        let profile = await findProfileByOwner(tx, userId, { forUpdate: true });
        if (profile === undefined) {
          const providerTypeId = body.profile?.providerTypeId ?? allowedTypeIds[0];
          if (providerTypeId === undefined) {
            // Unreachable through the route (it needs childcareProvider.manage); a role that
            // offers no provider type cannot have a profile.
            throw invalidRequest([
              {
                path: ['body', 'profile', 'providerTypeId'],
                message: providerProfileMessages.providerTypeNotAllowed('none'),
              },
            ]);
          }
          if (
            !(await insertProfileIfAbsent(tx, {
              ownerUserId: userId,
              providerTypeId,
              createdAt: now,
            }))
          ) {
            throw accountGone();
          }
          profile = await findProfileByOwner(tx, userId, { forUpdate: true });
          if (profile === undefined) throw new Error('The profile just created is missing');
        }
        const capacity = await licensedCapacity(
          tx,
          profile.id,
          (body.ageGroups ?? []).map((group) => group.id),
        );
        const claimedIssues = claimedCentreIssues(profile, body, capacity);
        // Thrown inside the transaction: a profile created above is rolled back too.
        if (claimedIssues.length > 0) throw invalidRequest(claimedIssues);
        await updateProfile(tx, profile.id, profileChanges(body, location), now);
        if (body.ageGroups !== undefined) {
          // Read under the profile's lock: two edits at once compare with what each replaced.
          const before = await listProfileAgeGroups(tx, profile.id);
          const offers = ageGroupOffers(body.ageGroups);
          await replaceAgeGroups(tx, profile.id, offers);
          const raised = raisedAgeGroups(before, offers);
          if (raised.length > 0) {
            await events.publish(
              spacesRaised,
              { providerId: profile.id, ageGroupIds: raised },
              { db: tx },
            );
          }
        }
      });
      // The next match list, in any process, reads the change.
      await matching.forget();
      return getOwnProfile(actor);
    },

    findListing: (listingId) => findListing(db, listingId),

    ownProfileKind: async (userId) => {
      const profile = await findProfileByOwner(db, userId);
      if (profile === undefined) return 'none';
      return profile.locId === null ? 'scratch' : 'listing';
    },

    takeListingOwnership: async (userId, listingId) => {
      const result = await takeListingOwnership(db, { userId, listingId, now: clock() });
      // A merged profile from scratch changes the listing's age groups and hours.
      await matching.forget();
      return result;
    },

    providerSummaries: (ids) => findProviderSummaries(db, ids),

    openSpaces: (providerId, ageGroupId, options = {}) =>
      findAvailableSpaces(options.tx ?? db, providerId, ageGroupId, {
        forUpdate: options.forUpdate === true,
      }),

    takeSpace: async (providerId, ageGroupId, tx) => {
      const taken = await decrementAvailableSpaces(tx ?? db, providerId, ageGroupId);
      // Vacancies order the match lists; in a transaction, the signal leaves when it commits.
      if (taken) await matching.forget(tx === undefined ? {} : { db: tx });
      return taken;
    },

    providerIdOwnedBy: async (userId) => (await findProfileByOwner(db, userId))?.id,
    ownedProviderLocation: async (userId) => {
      const profile = await findProfileByOwner(db, userId);
      return profile === undefined
        ? undefined
        : { providerId: profile.id, location: locationView(profile) };
    },
    ownersOf: (ids) => findProviderOwners(db, ids),
    releaseForErasure: async (userId) => {
      const { release, providerId } = await releaseProviderOf(db, userId, clock());
      if (providerId !== undefined) await matching.forget();
      return release;
    },
  };
}
