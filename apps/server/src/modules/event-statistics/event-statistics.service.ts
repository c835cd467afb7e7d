import type { EventStatisticsBody } from '@kinderwait/contract';
import { commonErrorCodes, commonErrorMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import { eventsOfUser, insertEventStatistic } from './event-statistics.repository.ts';

export interface EventStatisticsService {
  /** Records a click on a feature not yet available, by the actor in their current role, now. */
  record(actor: Actor, event: EventStatisticsBody): Promise<void>;
  /** The user's recorded clicks (their data archive). */
  personalDataOf(userId: string): Promise<unknown[]>;
}

export function createEventStatisticsService({
  db,
  clock,
}: {
  db: Database;
  clock: Clock;
}): EventStatisticsService {
  return {
    personalDataOf: (userId) => eventsOfUser(db, userId),
    record: async (actor, event) => {
      const recorded = await insertEventStatistic(db, {
        userId: actor.user.id,
        roleId: actor.role?.id ?? null,
        eventType: event.eventType,
        feature: event.feature,
        path: event.path ?? null,
        createdAt: clock(),
      });
      // A token whose account no longer exists is as good as none: 401, the client signs in again.
      if (!recorded) {
        throw new AppError(
          401,
          commonErrorCodes.authenticationRequired,
          commonErrorMessages.authenticationRequired,
        );
      }
    },
  };
}
