import { expect, test, type Page } from '@playwright/test';
import {
  buildUrl,
  childcareProvidersApiPaths,
  Onboarding,
  onboardingApiPaths,
  onboardingPatchPath,
  onboardingStepNames,
  roleIds,
  signInApiPaths,
  roleIdHeader,
  storageKeys,
  userLocationsApiPaths,
  usersApiPaths,
  ValidateMagicLinkResponse,
  xsrf,
  type RoleCode,
} from '@kinderwait/contract';
import { latestSignInLink, stored } from './accounts.ts';
import { cityHall, cityHallAddress, fakeMapServices } from './map.ts';

/**
 * Signs a new account in through the API instead of the screens, for journeys about something
 * else (registering, onboarding and the sign-in screens have journeys of their own): the real
 * magic link, emailed and validated, then the token and the active role stored as the app stores
 * them. Takes a second where registering through the screens and onboarding took ten or more.
 * Only roles a user may give themselves are added (Parent, one provider role); SuperAdmin comes
 * from the server's SUPERADMIN_EMAILS (playwright.config.ts). With `atCityHall`, the address
 * onboarding's location step would save (the fake geocoder's, support/map.ts) is saved for the
 * active role, as that step saves it (a parent's user location, a provider's childcare location),
 * and the step is recorded, so the account has finished onboarding. Ends on `path`.
 */
export async function signInThroughApi(
  page: Page,
  options: {
    email: string;
    roles?: readonly RoleCode[];
    activeRole: RoleCode;
    atCityHall?: boolean;
    path: string;
  },
): Promise<{ userId: string; accessToken: string }> {
  const { request } = page;
  // An API GET sets the anti-forgery cookie in the context's jar, which page.request shares.
  expect((await request.get('/api/health')).status()).toBe(200);
  const xsrfToken = (await page.context().cookies()).find(
    (cookie) => cookie.name === xsrf.cookieName,
  )?.value;
  if (xsrfToken === undefined) throw new Error(`no ${xsrf.cookieName} cookie was set`);
  const headers = { [xsrf.headerName]: xsrfToken };

  const requested = await request.post(signInApiPaths.magicLinks, {
    headers,
    data: {
      email: options.email,
      confirmationUrl: new URL('/auth/confirmation', test.info().project.use.baseURL).toString(),
      name: 'Ada Lovelace',
    },
  });
  expect(requested.status(), await requested.text()).toBe(200);
  const link = new URL(await latestSignInLink(request, options.email));
  const validated = await request.post(signInApiPaths.validateMagicLink, {
    headers,
    data: {
      userId: link.searchParams.get('userId') ?? '',
      etoken: link.searchParams.get('etoken') ?? '',
    },
  });
  expect(validated.status(), await validated.text()).toBe(200);
  const { token } = ValidateMagicLinkResponse.parse(await validated.json());
  const userId = link.searchParams.get('userId') ?? '';

  const roles = options.roles ?? [];
  if (roles.length > 0) {
    const assigned = await request.post(buildUrl(usersApiPaths.userRoles, { userId }), {
      headers: { ...headers, Authorization: `Bearer ${token.accessToken}` },
      data: { email: options.email, roles },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }

  if (options.atCityHall === true) {
    const roleHeaders = {
      ...headers,
      Authorization: `Bearer ${token.accessToken}`,
      [roleIdHeader]: String(roleIds[options.activeRole]),
    };
    const location = {
      address: cityHallAddress,
      latitude: 43.6532,
      longitude: -79.3832,
      locationDetails: cityHall,
    };
    // As onboarding's location step saves it (role-location-selector.tsx): a parent's is the user's
    // location, moving the children too; a provider's is the childcare location of the profile.
    const saved =
      options.activeRole === 'Parent'
        ? await request.post(userLocationsApiPaths.userLocations, {
            headers: roleHeaders,
            data: { ...location, updateChildrenLocation: true },
          })
        : await request.patch(childcareProvidersApiPaths.profile, {
            headers: roleHeaders,
            data: { paths: ['ChildcareLocation'], childcareLocation: location },
          });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
    // And the step recorded, as onboarding records it: the account has finished onboarding.
    const onboarding = Onboarding.parse(
      await (await request.get(onboardingApiPaths.onboarding, { headers: roleHeaders })).json(),
    );
    const recorded = await request.patch(
      buildUrl(onboardingApiPaths.onboardingById, { onboardingId: onboarding.id }),
      {
        headers: roleHeaders,
        data: [{ op: 'add', path: onboardingPatchPath, value: onboardingStepNames.selectLocation }],
      },
    );
    expect(recorded.status(), await recorded.text()).toBe(200);
  }

  // The app's storage is the origin's: any small page of it will do.
  await page.goto('/robots.txt');
  await stored(
    page,
    storageKeys.token,
    JSON.stringify({ accessToken: token.accessToken, refreshToken: token.refreshToken }),
  );
  await stored(page, storageKeys.roleId, String(roleIds[options.activeRole]));
  await stored(page, storageKeys.roleCode, options.activeRole);
  await page.goto(options.path);
  return { userId, accessToken: token.accessToken };
}

/**
 * A new account with a role, signed in through the API and sent to onboarding's location step
 * (the map's services faked), for journeys about that step: registering and choosing a role have
 * their own journey.
 */
export async function signedInUpToLocation(page: Page, email: string, role: 'Parent' | 'Licenced') {
  await fakeMapServices(page);
  await signInThroughApi(page, {
    email,
    roles: [role],
    activeRole: role,
    path: '/onboarding/steps',
  });
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: role === 'Parent' ? 'Complete an address' : 'Specify a childcare location',
    }),
  ).toBeVisible();
}
