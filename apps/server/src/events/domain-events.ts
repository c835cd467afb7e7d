import type { z } from 'zod';
import type { Database } from '../db/database.ts';

/**
 * A change one module owns and others react to ("a provider's spaces went up", "a payment was
 * fulfilled"). The owner defines it beside its service and publishes it; the composition root
 * subscribes the modules that react (app/event-subscriptions.ts), so the owner never knows them
 * and the service graph keeps no circle.
 */
export interface DomainEvent<P extends z.ZodType = z.ZodType> {
  /** `<module>.<what happened>`, in the past tense. */
  readonly name: string;
  readonly payload: P;
}

export function defineEvent<P extends z.ZodType>(name: string, payload: P): DomainEvent<P> {
  return { name, payload };
}

/** Where a subscriber runs: the publisher's transaction when it published inside one. */
export interface EventContext {
  readonly db: Database;
}

export type EventHandler<P extends z.ZodType> = (
  payload: z.output<P>,
  context: EventContext,
) => Promise<void>;

export interface DomainEvents {
  /**
   * Checks the payload, then runs every subscriber in turn, inside the publisher's transaction
   * (`db`) when given: a subscriber's failure fails the publisher's change, and what it writes
   * (a row, or a job for work that must survive a crash) commits with that change. Subscribers
   * must therefore be quick: slow work goes into a job they queue.
   */
  publish<P extends z.ZodType>(
    event: DomainEvent<P>,
    payload: z.input<P>,
    options?: { db?: Database },
  ): Promise<void>;
  subscribe<P extends z.ZodType>(event: DomainEvent<P>, handler: EventHandler<P>): void;
}

/**
 * In-process domain events. Hand-written on purpose: an emitter library (mitt, emittery) types its
 * events by one central map, which every publishing module would import from the top of the app;
 * here each event is a value its owner exports, and the subscriber's payload type follows from it.
 */
export function createDomainEvents(db: Database): DomainEvents {
  const handlers = new Map<
    DomainEvent,
    ((payload: unknown, context: EventContext) => Promise<void>)[]
  >();
  return {
    publish: async (event, payload, options = {}) => {
      const parsed: unknown = event.payload.parse(payload);
      const context = { db: options.db ?? db };
      for (const handler of handlers.get(event) ?? []) await handler(parsed, context);
    },
    subscribe: (event, handler) => {
      const list = handlers.get(event) ?? [];
      // The payload was parsed by this event's schema in publish.
      list.push((payload, context) => handler(event.payload.parse(payload), context));
      handlers.set(event, list);
    },
  };
}
