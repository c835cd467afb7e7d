import type { ChildAccessAction, ChildAccessResponse } from '@kinderwait/contract';
import { childAccessListMax } from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { ChildrenService } from '../children/children.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { StoredChildAccess } from './privacy.repository.ts';
import { childAccessOf, insertChildAccess } from './privacy.repository.ts';

export interface ChildAccessDeps {
  db: Database;
  clock: Clock;
  users: Pick<UsersService, 'findById'>;
  children: Pick<ChildrenService, 'listOwnedChildren' | 'childrenByIds' | 'existingChildIds'>;
  childcareProviders: Pick<ChildcareProvidersService, 'providerSummaries'>;
}

/** What a provider's user did with children's information (a waitlist event says it). */
export interface ChildAccessEvent {
  actorUserId: string;
  providerId: string | null;
  childIds: readonly string[];
  action: ChildAccessAction;
  what: string;
}

/**
 * The access record (docs/product/privacy.md#who-saw-my-childs-information): appended when a
 * provider's user sees or changes a child's information, read by the child's parent.
 */
export function createChildAccess(deps: ChildAccessDeps) {
  const { db } = deps;

  /** Names of the provider users and providers of these entries (null once deleted). */
  const withNames = async (entries: readonly StoredChildAccess[]) => {
    const actorIds = [...new Set(entries.flatMap((entry) => entry.actorUserId ?? []))];
    const providerIds = [...new Set(entries.flatMap((entry) => entry.providerId ?? []))];
    const [actors, providers] = await Promise.all([
      Promise.all(actorIds.map((id) => deps.users.findById(id))),
      deps.childcareProviders.providerSummaries(providerIds),
    ]);
    const actorName = new Map(
      actors.flatMap((user) =>
        user === undefined ? [] : [[user.id, `${user.firstName} ${user.lastName}`.trim()] as const],
      ),
    );
    const providerName = new Map(providers.map((provider) => [provider.id, provider.name]));
    return entries.map((entry) => ({
      childId: entry.childId,
      at: entry.at.toISOString(),
      action: entry.action,
      what: entry.what,
      actorName: entry.actorUserId === null ? null : (actorName.get(entry.actorUserId) ?? null),
      providerName: entry.providerId === null ? null : (providerName.get(entry.providerId) ?? null),
    }));
  };

  return {
    /** Appends one entry per child; children that do not exist (any more) are left out. */
    record: async (event: ChildAccessEvent, tx: Database = db): Promise<void> => {
      if (event.childIds.length === 0) return;
      // Ids only: every waitlist page records its 50 children, and nothing else of them is needed.
      const known = await deps.children.existingChildIds(event.childIds);
      const at = deps.clock();
      await insertChildAccess(
        tx,
        known.map((childId) => ({
          childId,
          actorUserId: event.actorUserId,
          providerId: event.providerId,
          action: event.action,
          what: event.what,
          at,
        })),
      );
    },

    /** The parent's children, each with its newest entries. */
    ofParent: async (parentUserId: string): Promise<ChildAccessResponse> => {
      const kids = await deps.children.listOwnedChildren(parentUserId);
      const entries = await withNames(
        await childAccessOf(
          db,
          kids.map((kid) => kid.id),
          childAccessListMax,
        ),
      );
      return {
        items: kids.map((kid) => ({
          childId: kid.id,
          childFirstName: kid.firstName,
          entries: entries
            .filter((entry) => entry.childId === kid.id)
            .map(({ childId: _childId, ...entry }) => entry),
        })),
      };
    },

    /** Every entry of these children, with names and the child's first name (the archive). */
    forArchive: async (childIds: readonly string[]): Promise<readonly unknown[]> => {
      const kids = await deps.children.childrenByIds(childIds);
      const firstName = new Map(kids.map((kid) => [kid.id, kid.firstName]));
      const entries = await withNames(await childAccessOf(db, childIds, Number.MAX_SAFE_INTEGER));
      return entries.map((entry) => ({ ...entry, childFirstName: firstName.get(entry.childId) }));
    },
  };
}

export type ChildAccess = ReturnType<typeof createChildAccess>;
