import type { OutboxMessage, ValidateMagicLinkResponse } from '@kinderwait/contract';
import { signInApiPaths } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import type { TestUser } from '../../test/accounts.ts';
import {
  bearerHeaders,
  confirmationUrl,
  latestLinkFor,
  outboxFor,
  post,
} from '../../test/accounts.ts';
import type { TestClock } from '../../test/test-clock.ts';
import type { Family } from '../waitlist/waitlist-fixtures.ts';
import { requestOf, toddlers } from '../waitlist/waitlist-fixtures.ts';

/** Test support for offers: the waitlist's provider and families, plus offer links and spaces. */
export type { Family } from '../waitlist/waitlist-fixtures.ts';
export {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  requestsOf,
  setSpaces,
  toddlers,
} from '../waitlist/waitlist-fixtures.ts';

export async function spacesOf(db: Database, providerId: string): Promise<number | null> {
  const result = await db.execute<{ available_spaces: number | null }>(
    sql`select available_spaces from provider_age_groups where provider_id = ${providerId} and age_group_id = ${toddlers}`,
  );
  return result.rows[0]?.available_spaces ?? null;
}

export async function statusOf(
  app: App,
  family: Family,
  providerId: string,
): Promise<string | undefined> {
  return (await requestOf(app, family, providerId))?.status;
}

/** The offer link of the newest offer email to this family: offer id and token. */
export async function offerLinkOf(
  app: App,
  family: Family,
): Promise<{ offerId: string; token: string; message: OutboxMessage }> {
  const messages = await outboxFor(app, family.user.email);
  for (const message of messages) {
    const match = /\/offers\/([0-9a-f-]{36})\?token=([\w-]+)/.exec(message.text);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      return { offerId: match[1], token: match[2], message };
    }
  }
  throw new Error(`no offer email to ${family.user.email}`);
}

/**
 * The same user signed in again (a new magic link), for a test that moved the clock past the
 * access token's lifetime.
 */
export async function signInAgain(app: App, user: TestUser): Promise<TestUser> {
  const requested = await post(app, signInApiPaths.magicLinks, {
    email: user.email,
    confirmationUrl,
  });
  if (requested.statusCode !== 200) throw new Error(`magic link: ${requested.body}`);
  const link = await latestLinkFor(app, user.email);
  const validated = await post(app, signInApiPaths.validateMagicLink, {
    userId: link.userId,
    etoken: link.etoken,
  });
  if (validated.statusCode !== 200) throw new Error(`validate: ${validated.body}`);
  const { token } = validated.json<ValidateMagicLinkResponse>();
  return { ...user, token, headers: (roleId) => bearerHeaders(token.accessToken, roleId) };
}

/** Moves the clock back to `start`: each database's run begins at the same time. */
export function resetClock(time: TestClock, start: Date): void {
  time.advance(start.getTime() - time.clock().getTime());
}
