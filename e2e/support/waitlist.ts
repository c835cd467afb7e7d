import { expect, type Page } from '@playwright/test';
import {
  ChildInfo,
  childrenApiPaths,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
  WaitlistTicket,
} from '@kinderwait/contract';
import type { WaitlistData } from '@kinderwait/contract';
import { storedToken } from './accounts.ts';

/** 'YYYY-MM-DD' of today plus `days` and `years` (UTC; far enough from midnight not to matter). */
export function isoDate(days: number, years = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The signed-in user's headers for a call through the API (the screens have their journeys), as
 * the role `roleId` (the Parent's by default).
 */
export async function apiHeaders(
  page: Page,
  roleId: number = roleIds.Parent,
): Promise<Record<string, string>> {
  const token = await storedToken(page);
  if (token === null) throw new Error('signed in without a stored token');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  return {
    Authorization: `Bearer ${token.accessToken}`,
    roleId: String(roleId),
    'X-XSRF-TOKEN': xsrf?.value ?? '',
  };
}

/** Adds a child through the API as the signed-in parent (the enrollment form has its journey). */
export async function addChild(
  page: Page,
  { firstName = 'Zoë', lastName = 'Tremblay', dateOfBirth = isoDate(-20, -2), allergies = '' } = {},
): Promise<ChildInfo> {
  const saved = await page.request.post(childrenApiPaths.saveChildInfo, {
    data: { firstName, lastName, dateOfBirth, languages: ['en'], allergies },
    headers: await apiHeaders(page),
  });
  expect(saved.status()).toBeLessThan(300);
  return ChildInfo.parse(await saved.json());
}

export interface ChildWithTicket {
  child: ChildInfo;
  ticket: WaitlistTicket;
}

/**
 * A toddler (two years and 20 days old) living at the parent's address (City Hall) with a ticket
 * for licensed centres within `distance` km, care wanted 30 days from now, at any time.
 */
export async function addChildWithTicket(
  page: Page,
  { firstName = 'Zoë', lastName = 'Tremblay', distance = 2, allergies = '' } = {},
): Promise<ChildWithTicket> {
  const child = await addChild(page, { firstName, lastName, allergies });
  return { child, ticket: await addTicket(page, child, { distance }) };
}

/**
 * A ticket for `child` (as the wizard saves it): licensed centres within `distance` km, care
 * wanted 30 days from now.
 */
export async function addTicket(
  page: Page,
  child: ChildInfo,
  { distance = 2 } = {},
): Promise<WaitlistTicket> {
  const headers = await apiHeaders(page);
  const data: WaitlistData = {
    Distance: distance,
    ProviderTypes: [providerTypeIds['licensed-centre']],
    ChildcareTypes: [],
    SchoolPlans: [],
    PaymentOptions: [],
    RequestedStartDate: isoDate(30),
    ScheduleAvailability: [],
  };
  const created = await page.request.post(waitlistApiPaths.tickets.replace('{childId}', child.id), {
    data,
    headers,
  });
  expect(created.status()).toBeLessThan(300);
  return WaitlistTicket.parse(await created.json());
}
