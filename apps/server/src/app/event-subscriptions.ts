import type { DomainEvents } from '../events/domain-events.ts';
import { lineFulfilled } from '../modules/billing/checkout/checkout.events.ts';
import { subscriptionEndingChanged } from '../modules/billing/subscriptions/subscriptions.events.ts';
import { orderPaid } from '../modules/broadcast/broadcast.events.ts';
import { childBirthDateChanged } from '../modules/children/children.events.ts';
import { spacesRaised } from '../modules/childcare-providers/childcare-providers.events.ts';
import { childrenSeen } from '../modules/waitlist/provider-waitlist/provider-waitlist.events.ts';
import type { Services } from './services.ts';

/**
 * Who reacts to which domain event. The owner of a change publishes it and never knows who
 * listens; the reaction runs inside the owner's transaction, so one that must survive a crash
 * queues a job there (events/domain-events.ts).
 */
export function subscribeToEvents(
  events: Pick<DomainEvents, 'subscribe'>,
  services: Services,
): void {
  // A provider raised its spaces: the families waiting for them are told (in a job per group).
  events.subscribe(spacesRaised, (event, context) =>
    services.availabilityNotifications.spacesRaised(event, context),
  );
  // A child's date of birth changed: the waitlist's copy beside the child's requests follows.
  events.subscribe(childBirthDateChanged, (event, context) =>
    services.tickets.childBirthDateChanged(event, context),
  );
  // A provider's user saw or changed children's information: the parents' access record.
  events.subscribe(childrenSeen, (event, context) =>
    services.privacy.recordChildAccess(event, context.db),
  );
  // A paid checkout line: a broadcast order it paid for is marked paid (and then sent).
  events.subscribe(lineFulfilled, (event, context) =>
    services.broadcastOrders.lineFulfilled(event, context),
  );
  // A subscription will end (or renews again): a voice agent's number is released after a grace.
  events.subscribe(subscriptionEndingChanged, (event, context) =>
    services.phoneNumbers.subscriptionEnding(event, context),
  );
  // A spot broadcast was paid: its delivery job is queued (the families are told in it).
  events.subscribe(orderPaid, (event, context) =>
    services.spotBroadcasts.orderPaid(event, context),
  );
  // A broadcast order was paid: a family one's delivery job is queued with the payment.
  events.subscribe(orderPaid, (event, context) =>
    services.familyBroadcasts.orderPaid(event, context),
  );
}
