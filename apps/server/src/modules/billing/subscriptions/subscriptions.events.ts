import { z } from 'zod';
import { defineEvent } from '../../../events/domain-events.ts';

/**
 * A subscription was set to end at the end of its period (`endsAt`, ISO 8601), or to renew
 * again (`endsAt` null): published once the change is recorded, for the modules whose service
 * ends with it (a voice agent's phone number is released after a grace period).
 */
export const subscriptionEndingChanged = defineEvent(
  'billing.subscriptionEndingChanged',
  z.object({
    userId: z.uuid(),
    productCode: z.string(),
    endsAt: z.iso.datetime().nullable(),
  }),
);
