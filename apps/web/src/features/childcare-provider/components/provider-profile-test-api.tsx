import { render } from '@testing-library/react';
import { beforeAll, beforeEach } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { EditChildcareProviderBody } from '@kinderwait/contract/childcare-provider-edit';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { writeToken } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { sampleProviderProfile } from '../../../test/provider-fixtures';
import { QueryWrapper } from '../../../test/query-wrapper';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import { ProviderProfilePage } from './provider-profile-page';

/** What the fake answers a PATCH: a status and a body. */
export type PatchAnswer = (body: unknown) => [number, unknown];

/**
 * Per test file: the real HTTP test server with a fake of the profile and the four catalogues
 * the profile screen reads. The GET answers `stored`, which a test may change (a refetch then
 * reads the new one); a PATCH answers as the test says, its bodies checked by the contract unless
 * `strict` is false.
 */
export function setupProviderProfileScreen() {
  const context = setupApiTestContext();
  const state = { stored: sampleProviderProfile };
  // The words loaded before the screen renders, so it does not suspend.
  beforeAll(async () => {
    await loadMessages(childcareProviderCatalogue, 'en');
  });
  beforeEach(() => {
    state.stored = sampleProviderProfile;
  });

  function serveProfile(patch: PatchAnswer, strict = true) {
    context.server.route('GET', childcareProvidersApiPaths.profile, (_request, response) => {
      sendJson(response, 200, state.stored);
    });
    context.server.route('PATCH', childcareProvidersApiPaths.profile, (request, response) => {
      const json: unknown = JSON.parse(request.body);
      if (strict && !EditChildcareProviderBody.safeParse(json).success) {
        context.server.refuse(request, response, 'a body EditChildcareProviderBody refuses');
        return;
      }
      const [status, answer] = patch(json);
      sendJson(response, status, answer);
    });
    serveCatalogues();
  }

  function serveCatalogues() {
    const items = (names: string[]) =>
      names.map((name, index) => ({
        id: index + 1,
        code: name.toLowerCase(),
        name,
        description: '',
      }));
    context.server.route('GET', cataloguesApiPaths.ageGroups, (_request, response) => {
      sendJson(response, 200, {
        items: [
          { id: 1, code: 'infant', name: 'Infant' },
          { id: 2, code: 'toddler', name: 'Toddler' },
        ],
      });
    });
    context.server.route('GET', cataloguesApiPaths.providerTypes, (_request, response) => {
      sendJson(response, 200, {
        items: [
          {
            id: 1,
            code: 'licensed-centre',
            name: 'Licensed centre',
            description: '',
            selected: false,
          },
          {
            id: 2,
            code: 'licensed-home',
            name: 'Licensed home',
            description: '',
            selected: false,
          },
        ],
      });
    });
    context.server.route('GET', cataloguesApiPaths.childcareTypes, (_request, response) => {
      sendJson(response, 200, { items: items(['Full-time', 'Part-time']) });
    });
    context.server.route('GET', cataloguesApiPaths.languages, (_request, response) => {
      sendJson(response, 200, [{ code: 'en', name: 'English', nativeName: 'English' }]);
    });
  }

  /** The stored profile the GET answers from now on. */
  function setStored(profile: ChildcareProviderProfile) {
    state.stored = profile;
  }

  return { context, serveProfile, setStored };
}

export const profilePath = '/user-profile/childcare-provider';
export const elsewherePath = '/elsewhere';

/** Like the app's route module, it reads the router (there: the role), so it draws again with it. */
function ProfileScreen() {
  useLocation();
  return <ProviderProfilePage roleCode="Licenced" locationSection={null} />;
}

/**
 * The profile screen in a router of its own (it guards its unsaved changes against leaving), with
 * one other screen to leave for. Answers the router, to navigate as a link would.
 */
export function renderProfilePage() {
  // Signed in: leaving is asked about only while a session lasts.
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const router = createMemoryRouter(
    [
      { path: profilePath, Component: ProfileScreen },
      // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a test's stand-in screen
      { path: elsewherePath, element: <p>Somewhere else</p> },
    ],
    { initialEntries: [profilePath] },
  );
  render(
    <QueryWrapper>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
  return router;
}

/** The Save button of each part, in page order: details, fees and contact, age groups. */
export function sectionSaveButton(buttons: HTMLElement[], part: 0 | 1 | 2): HTMLElement {
  const button = buttons[part];
  if (button === undefined) throw new Error('three parts with a Save button expected');
  return button;
}
