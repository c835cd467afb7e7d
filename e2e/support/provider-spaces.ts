import { expect, type Page } from '@playwright/test';
import {
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
  roleIds,
} from '@kinderwait/contract';
import { uniqueEmail } from './accounts.ts';
import { signInThroughApi } from './api-sign-in.ts';
import { claimCentreThroughApi } from './listing-claims.ts';
import { apiHeaders } from './waitlist.ts';

/**
 * A new licensed provider, signed in through the API, who claims the City's listing `centre`
 * (through the API: claim-listing has the screens' journey) and states two toddler spaces, as the
 * profile's form saves them: the set-up of a journey about offers. Answers the profile's id and
 * the toddler group's.
 */
export async function claimedWithToddlerSpaces(
  page: Page,
  centre: { name: string; phone: string },
) {
  await signInThroughApi(page, {
    email: uniqueEmail('french-provider'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/robots.txt',
  });
  await claimCentreThroughApi(page, centre.name, centre.phone);
  const headers = await apiHeaders(page, roleIds.Licenced);
  const profile = ChildcareProviderProfile.parse(
    await (await page.request.get(childcareProvidersApiPaths.profile, { headers })).json(),
  );
  const toddler = profile.ageGroups.find((group) => group.name === 'Toddler');
  if (toddler === undefined || profile.id === null) throw new Error('no toddler group');
  const saved = await page.request.patch(childcareProvidersApiPaths.profile, {
    headers,
    data: {
      paths: ['AgeGroups'],
      ageGroups: profile.ageGroups.map((group) => ({
        id: group.id,
        availableSpaces: group.id === toddler.id ? 2 : (group.availableSpaces ?? 0),
        availableStartDate: group.availableStartDate,
        hoursOfBusiness: group.hoursOfBusiness,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return { providerId: profile.id, toddlerId: toddler.id };
}
