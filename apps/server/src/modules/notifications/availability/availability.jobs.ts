import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';

/** What the availability jobs ask of the availability service (availability.ts). */
export interface AvailabilityJobHandlers {
  /** Tells the waiting families of an opening; nothing when the spaces are gone again. */
  runQueuedOpening(providerId: string, ageGroupId: number): Promise<void>;
  /** Tells the parents with an alert whose ticket matches the opening. */
  sendAlerts(openingId: string, providerId: string, ageGroupId: number): Promise<void>;
}

interface AvailabilityJobDeps {
  availabilityNotifications: AvailabilityJobHandlers;
}

const opening = z.object({ providerId: z.uuid(), ageGroupId: z.number().int() });

/** A profile edit raised an age group's spaces: the opening runs in the background. */
export const availabilityOpeningJob = defineJob({
  name: 'notifications.availability-opening',
  version: 1,
  payload: opening,
  handle: ({ providerId, ageGroupId }, { availabilityNotifications }: AvailabilityJobDeps) =>
    availabilityNotifications.runQueuedOpening(providerId, ageGroupId),
});

/** The parents' alerts of an opening (any matching ticket near the provider). */
export const availabilityAlertsJob = defineJob({
  name: 'notifications.availability-alerts',
  version: 1,
  payload: opening.extend({ openingId: z.uuid() }),
  handle: (
    { openingId, providerId, ageGroupId },
    { availabilityNotifications }: AvailabilityJobDeps,
  ) => availabilityNotifications.sendAlerts(openingId, providerId, ageGroupId),
});
