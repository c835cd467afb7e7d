import { childAccessActions } from '@kinderwait/contract';
import { z } from 'zod';
import { defineEvent } from '../../../events/domain-events.ts';

/**
 * A provider's user saw (their waitlist page listed them) or changed (assigned priorities) these
 * children's information: the access record of docs/product/privacy.md#who-saw-my-childs-information.
 */
export const childrenSeen = defineEvent(
  'providerWaitlist.childrenSeen',
  z.object({
    actorUserId: z.uuid(),
    providerId: z.uuid(),
    childIds: z.array(z.uuid()),
    action: z.enum(childAccessActions),
    what: z.string(),
  }),
);
