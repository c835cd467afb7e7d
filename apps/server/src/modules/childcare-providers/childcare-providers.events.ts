import { z } from 'zod';
import { defineEvent } from '../../events/domain-events.ts';

/**
 * A profile edit raised the available spaces of these age groups (a group new to the profile with
 * spaces counts): the families waiting for them are to be told. Published inside the edit's
 * transaction.
 */
export const spacesRaised = defineEvent(
  'childcareProviders.spacesRaised',
  z.object({ providerId: z.uuid(), ageGroupIds: z.array(z.number().int()).min(1) }),
);
export type SpacesRaised = z.output<typeof spacesRaised.payload>;
