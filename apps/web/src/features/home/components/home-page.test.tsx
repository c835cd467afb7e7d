import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import { childrenApiPaths } from '@kinderwait/contract/children';
import type { ChildListItem } from '@kinderwait/contract/children';
import type { RoleCode } from '@kinderwait/contract/constants';
import { providerWaitlistApiPaths } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import {
  claimedSunnyDays,
  maya,
  mayaId,
  mayaWaiting,
  noProfile,
  openOffer,
  parentRequest,
} from '../lib/home-test-fixtures';
import { HomePage } from './home-page';

const context = setupApiTestContext();
// Answers arrive over real HTTP on a machine that may be busy: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

const parentId = '7d3c1a52-1b8e-4f0a-9c55-0a4b3f2e1d01';

function serveParent(children: ChildListItem[], requests: ParentChildcareRequest[]) {
  context.server.route('GET', childrenApiPaths.children, (_request, response) => {
    sendJson(response, 200, { items: children });
  });
  context.server.route(
    'GET',
    buildUrl(waitlistApiPaths.parentRequests, { parentId }),
    (_request, response) => {
      sendJson(response, 200, { items: requests });
    },
  );
}

/** The profile, and the waitlist's totals by the status and joinedSince asked. */
function serveProvider(
  profile: ChildcareProviderProfile,
  totals: { waiting: number; fresh: number; offered: number } = {
    waiting: 0,
    fresh: 0,
    offered: 0,
  },
) {
  context.server.route('GET', childcareProvidersApiPaths.profile, (_request, response) => {
    sendJson(response, 200, profile);
  });
  if (profile.id === null) return;
  context.server.route(
    'GET',
    buildUrl(providerWaitlistApiPaths.waitlist, { providerId: profile.id }),
    (request, response) => {
      const query = new URL(request.url, context.server.origin).searchParams;
      let total = totals.offered;
      if (query.get('status') === 'waiting') {
        total = query.has('joinedSince') ? totals.fresh : totals.waiting;
      }
      sendJson(response, 200, { items: [], total, page: 1, pageSize: 1 });
    },
  );
}

/** /home for Ada in `language`; the page suspends while its words load, as the route's loader would. */
async function renderHome(roleCode: RoleCode, language: Language = 'en') {
  const element = (
    <I18nProvider language={language}>
      <HomePage firstName="Ada" roleCode={roleCode} userId={parentId} />
    </I18nProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/home'] });
  await act(async () => {
    render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
    await Promise.resolve();
  });
  await screen.findByRole('heading', { level: 1 });
}

/** A step card by its title: its status chip, sentence and link. */
async function card(title: string | RegExp) {
  return within(await screen.findByRole('listitem', { name: title }));
}

describe('HomePage (/home): each role’s next steps, from the user’s state', () => {
  test('a parent who added a child is led to describe that child’s care; nothing says coming soon', async () => {
    serveParent([maya], []);
    await renderHome('Parent');
    expect(screen.getByText('Hello Ada, you are signed in as Parent.')).toBeInTheDocument();
    const added = await card('Add your children');
    expect(added.getByText('Done')).toBeInTheDocument();
    expect(added.getByText('You added Maya.')).toBeInTheDocument();
    const describe = await card('Describe the care you need');
    expect(describe.getByText('Next step')).toBeInTheDocument();
    expect(describe.getByRole('link', { name: 'Describe Maya’s care' })).toHaveAttribute(
      'href',
      `/waitlist/${mayaId}`,
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    // Every card links to its screen.
    for (const item of screen.getAllByRole('listitem')) {
      expect(within(item).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\//));
    }
  });

  test('a parent with an open offer sees it first, linking to answer it', async () => {
    serveParent(
      [mayaWaiting],
      [
        parentRequest(1),
        parentRequest(2, {
          status: 'offered',
          providerName: 'Sunny Days',
          offer: openOffer(1, '2026-11-26T04:59:59.999Z'),
        }),
      ],
    );
    await renderHome('Parent');
    const offer = await card('Sunny Days offers Maya a spot');
    expect(offer.getByRole('link', { name: 'Answer the offer' })).toHaveAttribute(
      'href',
      `/waitlist/childcare-requests?childId=${mayaId}`,
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles[0]).toBe('Sunny Days offers Maya a spot');
    expect(
      (await card('Your requests')).getByText('You are on 2 waitlists. Best place in line: 2.'),
    ).toBeInTheDocument();
  });

  test('a licensed provider without a claim is led to the claim screen', async () => {
    serveProvider(noProfile);
    await renderHome('Licenced');
    const claim = await card('Claim your centre’s listing');
    expect(claim.getByText('Next step')).toBeInTheDocument();
    expect(claim.getByRole('link', { name: 'Claim your listing' })).toHaveAttribute(
      'href',
      '/user-profile/childcare-provider/claim',
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  test('a claimed centre sees its waitlist: families waiting, new this week, offers awaiting an answer', async () => {
    serveProvider(claimedSunnyDays, { waiting: 4, fresh: 2, offered: 1 });
    await renderHome('Licenced');
    const waitlist = await card('Your waitlist');
    expect(
      await waitlist.findByText(
        '4 families waiting · 2 new in the last 7 days · 1 offer awaiting an answer',
      ),
    ).toBeInTheDocument();
    expect(waitlist.getByRole('link', { name: 'Open your waitlist' })).toHaveAttribute(
      'href',
      '/user-profile/childcare-provider/waitlist',
    );
    // "New" is asked of the server as an instant with its zone.
    const asked = context.server.requests
      .map((request) => new URL(request.url, context.server.origin).searchParams.get('joinedSince'))
      .filter((value) => value !== null);
    expect(asked).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)]);
  });

  test('when the parent’s state cannot be loaded: a retry, and the steps still open each screen', async () => {
    context.server.route('GET', childrenApiPaths.children, (_request, response) => {
      sendJson(response, 500, { message: 'Server error' });
    });
    context.server.route(
      'GET',
      buildUrl(waitlistApiPaths.parentRequests, { parentId }),
      (_request, response) => {
        sendJson(response, 200, { items: [] });
      },
    );
    await renderHome('Parent');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a child' })).toHaveAttribute(
      'href',
      '/child-enrollment',
    );
    expect(screen.queryByText('Next step')).not.toBeInTheDocument();
    serveParent([maya], []);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You added Maya.')).toBeInTheDocument();
  });

  test('an administrator is pointed to the API reference and the products', async () => {
    await renderHome('SuperAdmin');
    expect(await screen.findByRole('link', { name: 'Open the API reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(screen.getByRole('link', { name: 'Edit products and prices' })).toHaveAttribute(
      'href',
      '/service-payment/products',
    );
  });
});

describe('HomePage in French', () => {
  test('a parent’s welcome and steps read in French, with no English left', async () => {
    serveParent([maya], []);
    await renderHome('Parent', 'fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenue sur KinderWait' }),
    ).toBeVisible();
    expect(screen.getByText('Bonjour Ada. Rôle actif : Parent.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prochaines étapes' })).toBeInTheDocument();
    const added = await card('Ajoutez vos enfants');
    expect(added.getByText('Fait')).toBeInTheDocument();
    expect(added.getByText('Vous avez ajouté Maya.')).toBeInTheDocument();
    const care = await card('Décrivez la garde dont vous avez besoin');
    expect(care.getByText('Prochaine étape')).toBeInTheDocument();
    expect(care.getByRole('link', { name: 'Décrire la garde pour Maya' })).toBeInTheDocument();
    expect(await card('Vérifiez votre profil')).toBeTruthy();
    const text = document.body.textContent;
    for (const english of [
      'Welcome to',
      'Hello',
      'What to do next',
      'Done',
      'Next step',
      'Later',
      'Add your children',
      'Check your profile',
      'Open your profile',
      'See your requests',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  test('a claimed centre’s waitlist counts read in French', async () => {
    serveProvider(claimedSunnyDays, { waiting: 1, fresh: 0, offered: 3 });
    await renderHome('Licenced', 'fr');
    const waitlist = await card('Votre liste d’attente');
    expect(
      await waitlist.findByText(
        '1 famille en attente · 0 nouvelle ces 7 derniers jours · 3 offres en attente de réponse',
      ),
    ).toBeInTheDocument();
  });
});
