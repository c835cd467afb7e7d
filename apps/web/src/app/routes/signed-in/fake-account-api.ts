import type { ServerResponse } from 'node:http';
import { billingApiPaths } from '@kinderwait/contract/billing';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import { childrenApiPaths } from '@kinderwait/contract/children';
import type { ProductsResponse } from '@kinderwait/contract/billing';
import { commonErrorCodes, commonErrorMessages } from '@kinderwait/contract/errors';
import type { ApiErrorBody } from '@kinderwait/contract/errors';
import {
  EventStatisticsBody,
  eventStatisticsApiPaths,
} from '@kinderwait/contract/event-statistics';
import { roleCodes, roleIdHeader, roleIds } from '@kinderwait/contract/constants';
import { roleFilters, rolesApiPaths, selfAssignableRolesFilter } from '@kinderwait/contract/roles';
import type { Role } from '@kinderwait/contract/roles';
import { privacyApiPaths } from '@kinderwait/contract/privacy';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { LogoutBody, signInApiPaths } from '@kinderwait/contract/sign-in';
import { UpdateUserBody } from '@kinderwait/contract/update-user-body';
import { AssignRolesBody, usersApiPaths } from '@kinderwait/contract/users';
import type { User } from '@kinderwait/contract/users';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { testRole } from '../../../test/account-fixtures';
import type { HttpTestServer, RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';

/** GET /api/childcare-providers before a provider's first save. */
const noProviderProfile: ChildcareProviderProfile = {
  id: null,
  user: null,
  providerTypeId: null,
  name: null,
  description: null,
  languages: [],
  childcareTypeIds: [],
  currency: 'CAD',
  dailyFeeCents: null,
  hourlyFeeCents: null,
  contactPhone: null,
  contactEmail: null,
  website: null,
  licence: null,
  ageGroups: [],
  updatedAt: null,
};

type SignedInHandler = (request: RecordedRequest, response: ServerResponse) => void;

/** The `$filter` values GET /api/roles answers, built with the contract's filter builders. */
function rolesByFilter(): ReadonlyMap<string, Role[]> {
  const all = roleCodes.map(testRole);
  return new Map([
    ...all.map((role): [string, Role[]] => [roleFilters.byId(role.Id), [role]]),
    [selfAssignableRolesFilter, all.filter((role) => role.Id !== roleIds.SuperAdmin)],
  ]);
}

function jsonBody(request: RecordedRequest): unknown {
  try {
    return request.body === '' ? undefined : JSON.parse(request.body);
  } catch {
    return undefined;
  }
}

/**
 * The account endpoints a signed-in page calls, answered like the server does, at the contract's
 * paths: the user (GET /account/getUserInfo and GET /api/users/{id}), home's reads of a new
 * account (no children, requests or provider profile), a profile save, the roles
 * (for the filters the contract's builders write: one role by id, the self-assignable ones),
 * role assignment, logout and event statistics. Like the server's signed-in scope, every call
 * needs a Bearer token and a `roleId` the user holds (else 403). Anything else, a filter it does
 * not know or a body the contract refuses, is refused and fails the test. For tests of whole
 * routes only.
 */
export function serveAccountApi(server: HttpTestServer, initial: User): { user: () => User } {
  let user = initial;
  const roles = rolesByFilter();

  function signedIn(method: string, path: string, handler: SignedInHandler): void {
    server.route(method, path, (request, response) => {
      if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
        server.refuse(request, response, 'a signed-in call without a Bearer token');
        return;
      }
      const roleId = request.headers[roleIdHeader.toLowerCase()];
      if (roleId !== undefined && !user.roles.some((role) => String(role.id) === roleId)) {
        const body: ApiErrorBody = {
          message: commonErrorMessages.roleNotHeld,
          code: commonErrorCodes.roleNotHeld,
        };
        sendJson(response, 403, body);
        return;
      }
      handler(request, response);
    });
  }

  signedIn('GET', usersApiPaths.getUserInfo, (request, response) => {
    sendJson(response, 200, user);
  });
  // The profile's data sections: no archive asked for, no deletion, nobody saw a child yet.
  signedIn('GET', privacyApiPaths.exports, (_request, response) => {
    sendJson(response, 200, { export: null });
  });
  signedIn('GET', privacyApiPaths.erasure, (_request, response) => {
    sendJson(response, 200, { status: 'none', requestedAt: null, eraseAfter: null });
  });
  signedIn('GET', privacyApiPaths.childAccess, (_request, response) => {
    sendJson(response, 200, { items: [] });
  });
  signedIn('GET', buildUrl(usersApiPaths.user, { userId: user.id }), (request, response) => {
    sendJson(response, 200, user);
  });
  signedIn('PUT', usersApiPaths.users, (request, response) => {
    const body = UpdateUserBody.safeParse(jsonBody(request));
    if (!body.success) {
      server.refuse(request, response, 'a body UpdateUserBody refuses');
      return;
    }
    const { userName, ...changes } = body.data;
    user = { ...user, ...changes, ...(userName !== undefined && { userName }) };
    sendJson(response, 200, user);
  });
  // The profile lists subscriptions and asks what the role may buy (billing): none of either here.
  signedIn(
    'GET',
    buildUrl(usersApiPaths.userSubscriptions, { email: user.email }),
    (request, response) => {
      sendJson(response, 200, { items: [] });
    },
  );
  // Home reads where the user is up to: a new account has no children, no requests and no
  // provider profile yet (tests about home's steps route their own answers after this).
  signedIn('GET', childrenApiPaths.children, (request, response) => {
    sendJson(response, 200, { items: [] });
  });
  signedIn(
    'GET',
    buildUrl(waitlistApiPaths.parentRequests, { parentId: user.id }),
    (request, response) => {
      sendJson(response, 200, { items: [] });
    },
  );
  signedIn('GET', childcareProvidersApiPaths.profile, (request, response) => {
    sendJson(response, 200, noProviderProfile);
  });
  signedIn('GET', billingApiPaths.products, (request, response) => {
    const body: ProductsResponse = {
      paymentServiceProvider: 'sandbox',
      customerPortal: false,
      currency: 'CAD',
      taxLabel: 'HST 13%',
      taxRatePercent: 13,
      items: [],
    };
    sendJson(response, 200, body);
  });
  signedIn('GET', rolesApiPaths.roles, (request, response) => {
    const filter = new URL(request.url, server.origin).searchParams.get('$filter') ?? '';
    const answer = roles.get(filter);
    if (answer === undefined) {
      server.refuse(request, response, `a $filter the contract's builders do not write`);
      return;
    }
    sendJson(response, 200, { items: answer });
  });
  signedIn('POST', buildUrl(usersApiPaths.userRoles, { userId: user.id }), (request, response) => {
    const body = AssignRolesBody.safeParse(jsonBody(request));
    if (!body.success || body.data.email !== user.email) {
      server.refuse(request, response, "not an Assign-roles body for this user's email");
      return;
    }
    const added = body.data.roles.map((code) => ({ id: roleIds[code], code }));
    user = { ...user, roles: [...user.roles, ...added] };
    sendJson(response, 200, user);
  });
  signedIn('POST', signInApiPaths.logout, (request, response) => {
    if (!LogoutBody.safeParse(jsonBody(request)).success) {
      server.refuse(request, response, 'a body LogoutBody refuses');
      return;
    }
    response.writeHead(204);
    response.end();
  });
  signedIn('POST', eventStatisticsApiPaths.collect, (request, response) => {
    if (!EventStatisticsBody.safeParse(jsonBody(request)).success) {
      server.refuse(request, response, 'a body EventStatisticsBody refuses');
      return;
    }
    response.writeHead(204);
    response.end();
  });
  return { user: () => user };
}
