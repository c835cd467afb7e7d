import type { App } from '../../app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { bearerHeaders } from '../../test/accounts.ts';

/** Test support: providers owned by an operator, families whose toddler waits on their lists. */
export type { Family } from '../waitlist/waitlist-fixtures.ts';
export {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  requestOf,
  setSpaces,
  toddlers,
} from '../waitlist/waitlist-fixtures.ts';

/** The user with an access token signed now by the app's clock (tests that move time by months). */
export async function withFreshToken(app: App, user: TestUser, children = 1): Promise<TestUser> {
  const accessToken = await app.accessTokens.sign({ id: user.id, email: user.email, children });
  return {
    ...user,
    token: { ...user.token, accessToken },
    headers: (roleId) => bearerHeaders(accessToken, roleId),
  };
}
