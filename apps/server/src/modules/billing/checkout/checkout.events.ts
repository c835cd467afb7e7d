import { z } from 'zod';
import { defineEvent } from '../../../events/domain-events.ts';

/**
 * A paid line of a checkout was fulfilled: published inside the fulfilment transaction, once per
 * line however often the processor says so, for the module that sold what the line paid for (a
 * broadcast order is marked paid by its module, which subscribes).
 */
export const lineFulfilled = defineEvent(
  'billing.lineFulfilled',
  z.object({
    userId: z.uuid(),
    checkoutSessionId: z.uuid(),
    productCode: z.string(),
    quantity: z.number().int().positive(),
    /** What the line paid for, in the selling module's words (a broadcast order's id). */
    referenceId: z.string().nullable(),
  }),
);
