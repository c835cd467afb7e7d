import { expect, type Page } from '@playwright/test';
import {
  buildUrl,
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
  ClaimCodeSent,
  devTelephonyApiPaths,
  listingClaimsApiPaths,
  ListingsResponse,
  roleIds,
  TelephonyLogResponse,
} from '@kinderwait/contract';
import { apiHeaders } from './waitlist.ts';

/** The newest code the telephony sandbox texted to the centre's published phone. */
export async function latestCodeTextedTo(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(devTelephonyApiPaths.log, { params: { to } });
      const [newest] = TelephonyLogResponse.parse(await response.json());
      code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

/**
 * A signed-in licensed provider claims the City's listing `name` through the claim screens, with
 * the code texted to its published phone (E.164): ends on the profile screen. Each journey claims
 * its own centre (one database serves the whole run).
 */
export async function claimCentre(page: Page, name: string, phone: string): Promise<void> {
  await page.goto('/user-profile/childcare-provider/claim');
  await page.getByRole('textbox', { name: 'Centre name or postal code' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('region', { name: 'Centres found' })
    .getByRole('button', { name: `This is my centre: ${name}` })
    .click();
  await page.getByRole('radio', { name: 'Text message' }).check();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/We texted a code to/)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Six-digit code' })
    .fill(await latestCodeTextedTo(page, phone));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user-profile\/childcare-provider$/);
}

/**
 * As `claimCentre`, through the API (the same calls the claim screens make: search, a code by text
 * message, the code read from the telephony sandbox, verify), for journeys that need a claimed
 * centre as set-up: claim-listing proves the screens at desktop width, provider-waitlist at both
 * widths. Ends on the profile screen, as `claimCentre` does.
 */
export async function claimCentreThroughApi(
  page: Page,
  name: string,
  phone: string,
): Promise<void> {
  const headers = await apiHeaders(page, roleIds.Licenced);
  const found = await page.request.get(childcareProvidersApiPaths.listings, {
    headers,
    params: { search: name },
  });
  expect(found.status(), await found.text()).toBe(200);
  const listing = ListingsResponse.parse(await found.json()).items.find(
    (item) => item.name === name,
  );
  if (listing === undefined) throw new Error(`no listing named ${name}`);
  const sent = await page.request.post(
    buildUrl(listingClaimsApiPaths.claims, { listingId: listing.id }),
    { headers, data: { channel: 'sms' } },
  );
  expect(sent.status(), await sent.text()).toBe(201);
  const { claimId } = ClaimCodeSent.parse(await sent.json());
  const verified = await page.request.post(buildUrl(listingClaimsApiPaths.verify, { claimId }), {
    headers,
    data: { code: await latestCodeTextedTo(page, phone) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  ChildcareProviderProfile.parse(await verified.json());
  await page.goto('/user-profile/childcare-provider');
}
