// The signed-in part of `npm run bench:lighthouse`: accounts and data made through the API, the way
// the e2e helpers make them (e2e/support/api-sign-in.ts, listing-claims.ts, waitlist.ts): sign-in
// links from the dev outbox, a centre claimed with the code from the telephony sandbox, families
// with children, tickets and requests. Returns the sessions the audits store in the browser.
import { randomUUID } from 'node:crypto';
import {
  buildUrl,
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
  ChildInfo,
  childrenApiPaths,
  ClaimCodeSent,
  devTelephonyApiPaths,
  listingClaimsApiPaths,
  ListingsResponse,
  MatchesResponse,
  Onboarding,
  onboardingApiPaths,
  onboardingPatchPath,
  onboardingStepNames,
  providerTypeIds,
  roleIdHeader,
  roleIds,
  TelephonyLogResponse,
  userLocationsApiPaths,
  usersApiPaths,
  waitlistApiPaths,
  WaitlistTicket,
  xsrf,
  type RoleCode,
} from '@kinderwait/contract';
import { call, emailedSignIn } from './api-sign-in.ts';

/** What the web app keeps in local storage for a signed-in user (apps/web/src/lib/storage.ts). */
export interface BenchSession {
  token: { accessToken: string; refreshToken: string };
  roleId: number;
  roleCode: RoleCode;
}

interface Caller {
  session: BenchSession;
  userId: string;
  headers: Record<string, string>;
}

const cityHall = {
  address: '100, Queen Street West, Toronto, Canada',
  latitude: 43.6532,
  longitude: -79.3832,
  locationDetails: {
    house_number: '100',
    road: 'Queen Street West',
    city: 'Toronto',
    state: 'Ontario',
    postcode: 'M5H 2N2',
    country: 'Canada',
  },
};

/** 'YYYY-MM-DD' of today plus `days` and `years` (UTC). */
function isoDate(days: number, years = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A new account holding `role`, located at City Hall and done with onboarding. */
async function signIn(origin: string, email: string, role: RoleCode): Promise<Caller> {
  const {
    writeHeaders: write,
    userId,
    authorization,
    token,
  } = await emailedSignIn(origin, email, 'Bench User');
  await call(
    origin,
    'POST',
    buildUrl(usersApiPaths.userRoles, { userId }),
    {
      ...write,
      ...authorization,
    },
    { email, roles: [role] },
  );
  const headers = { ...write, ...authorization, [roleIdHeader]: String(roleIds[role]) };
  // As onboarding's location step saves it: a parent's user location, a provider's centre.
  if (role === 'Parent') {
    await call(origin, 'POST', userLocationsApiPaths.userLocations, headers, {
      ...cityHall,
      updateChildrenLocation: true,
    });
  } else {
    await call(origin, 'PATCH', childcareProvidersApiPaths.profile, headers, {
      paths: ['ChildcareLocation'],
      childcareLocation: cityHall,
    });
  }
  const onboarding = Onboarding.parse(
    await call(origin, 'GET', onboardingApiPaths.onboarding, headers),
  );
  await fetch(
    `${origin}${buildUrl(onboardingApiPaths.onboardingById, { onboardingId: onboarding.id })}`,
    {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify([
        { op: 'add', path: onboardingPatchPath, value: onboardingStepNames.selectLocation },
      ]),
    },
  );
  return {
    session: { token, roleId: roleIds[role], roleCode: role },
    userId,
    headers,
  };
}

/** The provider claims the City's listing `name`, with the code texted to its phone. */
async function claimCentre(origin: string, provider: Caller, name: string, phone: string) {
  const { items } = ListingsResponse.parse(
    await call(
      origin,
      'GET',
      buildUrl(childcareProvidersApiPaths.listings, {}, { search: name }),
      provider.headers,
    ),
  );
  const listing = items.find((item) => item.name === name);
  if (listing === undefined) throw new Error(`no listing named ${name}`);
  const { claimId } = ClaimCodeSent.parse(
    await call(
      origin,
      'POST',
      buildUrl(listingClaimsApiPaths.claims, { listingId: listing.id }),
      provider.headers,
      { channel: 'sms' },
    ),
  );
  const [texted] = TelephonyLogResponse.parse(
    await call(origin, 'GET', buildUrl(devTelephonyApiPaths.log, {}, { to: phone }), {}),
  );
  const code = /\b(\d{6})\b/.exec(texted?.text ?? '')?.[1] ?? '';
  const profile = ChildcareProviderProfile.parse(
    await call(
      origin,
      'POST',
      buildUrl(listingClaimsApiPaths.verify, { claimId }),
      provider.headers,
      { code },
    ),
  );
  if (profile.id === null) throw new Error('the claimed centre has no profile id');
  return profile.id;
}

/** A child at City Hall with a ticket for licensed centres within 5 km. */
async function childWithTicket(origin: string, parent: Caller, index: number) {
  const child = ChildInfo.parse(
    await call(origin, 'POST', childrenApiPaths.saveChildInfo, parent.headers, {
      firstName: ['Zoë', 'Noor', 'Amir', 'Léa', 'Kai', 'Maya'][index % 6],
      lastName: ['Tremblay', 'Haddad', 'Nguyen', 'Roy', 'Singh', 'Chen', 'Gagnon', 'Lee'][
        index % 8
      ],
      dateOfBirth: isoDate(-20 - index * 40, -2),
      languages: ['en'],
      allergies: '',
    }),
  );
  const ticket = WaitlistTicket.parse(
    await call(
      origin,
      'POST',
      buildUrl(waitlistApiPaths.tickets, { childId: child.id }),
      parent.headers,
      {
        Distance: 5,
        ProviderTypes: [providerTypeIds['licensed-centre']],
        ChildcareTypes: [],
        SchoolPlans: [],
        PaymentOptions: [],
        RequestedStartDate: isoDate(30),
        ScheduleAvailability: [],
      },
    ),
  );
  return { child, ticket };
}

export interface SignedInScreens {
  parent: BenchSession;
  provider: BenchSession;
  /** Paths of the audited screens: the matches with their map, the requests, the waitlist. */
  matchesPath: string;
  requestsPath: string;
  waitlistPath: string;
}

/**
 * A provider with a claimed centre near City Hall and `families` families on its waitlist; the
 * first family has three children, each with a ticket and requests to the centre and to ten of
 * its other matches.
 */
export async function seedSignedInScreens(origin: string, families = 8): Promise<SignedInScreens> {
  const run = randomUUID().slice(0, 8);
  const provider = await signIn(origin, `bench-provider-${run}@example.com`, 'Licenced');
  const providerId = await claimCentre(
    origin,
    provider,
    'Gerrard Early Learning Centre',
    '+14169262208',
  );

  let first: { caller: Caller; childId: string } | undefined;
  for (let family = 0; family < families; family += 1) {
    const parent = await signIn(
      origin,
      `bench-parent-${run}-${String(family)}@example.com`,
      'Parent',
    );
    const children = family === 0 ? 3 : 1;
    for (let index = 0; index < children; index += 1) {
      const { child, ticket } = await childWithTicket(origin, parent, family + index);
      const matches = MatchesResponse.parse(
        await call(
          origin,
          'GET',
          buildUrl(waitlistApiPaths.matches, { childId: child.id }, { pageSize: 25 }),
          parent.headers,
        ),
      );
      const others = matches.items.map((match) => match.id).filter((id) => id !== providerId);
      const chosen = [providerId, ...(family === 0 ? others.slice(0, 10) : [])];
      await call(
        origin,
        'POST',
        buildUrl(waitlistApiPaths.requestsOfTicket, { childId: child.id, ticketId: ticket.id }),
        parent.headers,
        { childcareProviderIds: chosen },
      );
      first ??= { caller: parent, childId: child.id };
    }
  }
  if (first === undefined) throw new Error('no family was made');
  return {
    parent: first.caller.session,
    provider: provider.session,
    matchesPath: `/waitlist/children/${first.childId}/childcare-providers`,
    requestsPath: '/waitlist/childcare-requests',
    waitlistPath: '/user-profile/childcare-provider/waitlist',
  };
}

export { xsrf };
