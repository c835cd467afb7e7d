import type { RoleCode } from '@kinderwait/contract/constants';
import { roleCodes, roleIds } from '@kinderwait/contract/constants';
import { eventStatisticsApiPaths } from '@kinderwait/contract/event-statistics';
import { rolesApiPaths } from '@kinderwait/contract/roles';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import type { User } from '@kinderwait/contract/users';
import { usersApiPaths } from '@kinderwait/contract/users';
import { testRole } from '../../../test/account-fixtures';
import type { HttpTestServer } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';

/**
 * The account endpoints a signed-in page calls, answered like the server does: the user, the
 * roles (with the contract's permission table, honouring the `Id eq N` and `not (Id in (…))`
 * filters), role assignment, logout and event statistics. For tests of whole routes only.
 */
export function serveAccountApi(server: HttpTestServer, initial: User): { user: () => User } {
  let user = initial;
  server.route('GET', usersApiPaths.getUserInfo, (request, response) => {
    sendJson(response, 200, user);
  });
  server.route('GET', rolesApiPaths.roles, (request, response) => {
    const filter = new URL(request.url, server.origin).searchParams.get('$filter') ?? '';
    const only = /^Id eq (\d+)$/.exec(filter);
    const excluded = /^not \(Id in \(([\d,]+)\)\)$/.exec(filter)?.[1]?.split(',').map(Number);
    const codes = roleCodes.filter((code) =>
      only === null ? !(excluded ?? []).includes(roleIds[code]) : roleIds[code] === Number(only[1]),
    );
    sendJson(response, 200, {
      items: codes.map(testRole),
    });
  });
  server.route('POST', `/api/users/${user.id}/roles`, (request, response) => {
    const { roles } = JSON.parse(request.body) as { roles: RoleCode[] };
    const added = roles.map((code) => ({ id: roleIds[code], code }));
    user = { ...user, roles: [...user.roles, ...added] };
    sendJson(response, 200, user);
  });
  server.route('POST', signInApiPaths.logout, (request, response) => {
    response.writeHead(204);
    response.end();
  });
  server.route('POST', eventStatisticsApiPaths.collect, (request, response) => {
    response.writeHead(204);
    response.end();
  });
  return { user: () => user };
}
