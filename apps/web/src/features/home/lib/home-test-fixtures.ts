import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import type { ChildListItem, ChildWaitlistStatus } from '@kinderwait/contract/children';
import type { RequestOffer } from '@kinderwait/contract/offers';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import type { Language } from '../../../lib/i18n/language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { sampleChild } from '../../../test/child-fixtures';
import { sampleProviderProfile } from '../../../test/provider-fixtures';
import { homeCatalogue } from '../home-messages';
import type { HomeMessages } from '../home-messages';

/** The user's states /home is tested with: children, requests and offers, provider profiles. */
export const mayaId = '7b0c7d1e-3f9a-4b2c-8d6e-5a4f3e2d1c0b';
export const leoId = '8c1d8e2f-4a0b-4c3d-9e7f-6b5a4f3e2d1c';
const ticketId = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6';

export function listedChild(
  id: string,
  firstName: string,
  waitlist: Partial<ChildWaitlistStatus> = {},
): ChildListItem {
  return {
    ...sampleChild({ id, firstName }),
    waitlist: { waitlistTicketId: null, activeRequests: 0, bestPosition: null, ...waitlist },
  };
}

export const maya = listedChild(mayaId, 'Maya');
export const mayaWithTicket = listedChild(mayaId, 'Maya', { waitlistTicketId: ticketId });
export const mayaWaiting = listedChild(mayaId, 'Maya', {
  waitlistTicketId: ticketId,
  activeRequests: 2,
  bestPosition: 2,
});

export function parentRequest(
  n: number,
  overrides: Partial<ParentChildcareRequest> = {},
): ParentChildcareRequest {
  const suffix = String(n).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    ticketId,
    childId: mayaId,
    childFirstName: 'Maya',
    childLastName: 'O’Neil',
    providerId: `22222222-0000-4000-8000-${suffix}`,
    providerName: `Centre ${String(n)}`,
    providerType: 'licensed-centre',
    claimed: true,
    status: 'waiting',
    sentAt: '2026-11-02T15:00:00.000Z',
    joinedAt: '2026-11-02T15:00:00.000Z',
    withdrawnAt: null,
    position: n + 1,
    waitlistSize: 12,
    offer: null,
    ...overrides,
  };
}

export function openOffer(n: number, deadlineAt: string): RequestOffer {
  return {
    id: `33333333-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ageGroupId: 2,
    ageGroupName: 'Toddler',
    startDate: '2027-01-04',
    deadlineAt,
    status: 'open',
  };
}

/** A provider before the first save: the answer has no id and no user. */
export const noProfile: ChildcareProviderProfile = {
  ...sampleProviderProfile,
  id: null,
  user: null,
  name: null,
  ageGroups: [],
  updatedAt: null,
};

/** Sunny Days, saved, with one age group and its hours. */
export const sunnyDays: ChildcareProviderProfile = {
  ...sampleProviderProfile,
  ageGroups: [
    {
      id: 2,
      name: 'Toddler',
      licensedSpaces: null,
      availableSpaces: 3,
      availableStartDate: null,
      hoursOfBusiness: [{ day: 0, timeStart: '08:00', timeEnd: '17:00' }],
    },
  ],
};

/** Sunny Days once its licensed listing was claimed. */
export const claimedSunnyDays: ChildcareProviderProfile = {
  ...sunnyDays,
  licence: {
    locId: 1234,
    auspice: 'Non Profit Agency',
    ward: 10,
    buildingType: null,
    buildingName: null,
    subsidy: true,
    cwelcc: true,
    licensedSpaces: 49,
  },
};

/** /home's words in `language`, as the step builders receive them. */
export async function homeMessages(language: Language): Promise<HomeMessages> {
  const intl = await loadMessages(homeCatalogue, language);
  return { t: (key, values) => intl.formatMessage({ id: key }, values), intl, language };
}
