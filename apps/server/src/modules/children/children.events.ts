import { z } from 'zod';
import { defineEvent } from '../../events/domain-events.ts';

/**
 * A parent changed a child's date of birth: modules keeping a copy of it (the waitlist's line,
 * for the provider's age-group filter) update theirs in the same transaction.
 */
export const childBirthDateChanged = defineEvent(
  'children.birthDateChanged',
  z.object({ childId: z.uuid(), dateOfBirth: z.iso.date() }),
);
