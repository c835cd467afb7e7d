import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import { SaveChildInfoBody } from '@kinderwait/contract/child-info-body';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { sampleChild } from '../../test/child-fixtures';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import { userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { paths } from '../../config/paths';
import { useNotificationStore } from '../../stores/notification-store';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { QueryWrapper } from '../../test/query-wrapper';
import { Component as ChildEnrollmentRoute, loader } from './child-enrollment';

// The route's loader loads its words, as the app does before the screen opens.
beforeAll(() => loader());

const context = setupApiTestContext();

const childId = '5b0c7f52-3f4e-4d7a-9b1e-0a1b2c3d4e5f';

const child = sampleChild({ id: childId });

function serve() {
  context.server.route('GET', userLocationsApiPaths.getUserLocation, (_request, response) => {
    sendJson(response, 200, {
      address: null,
      latitude: null,
      longitude: null,
      locationDetails: null,
      updateChildrenLocation: false,
      updatedAt: null,
    });
  });
  context.server.route('GET', cataloguesApiPaths.languages, (_request, response) => {
    sendJson(response, 200, [{ code: 'en', name: 'English', nativeName: 'English' }]);
  });
  context.server.route('GET', childrenApiPaths.getChildInfo, (_request, response) => {
    sendJson(response, 200, child);
  });
  context.server.route('POST', childrenApiPaths.saveChildInfo, (request, response) => {
    const body = SaveChildInfoBody.parse(JSON.parse(request.body));
    sendJson(response, 200, { ...child, ...body, id: childId });
  });
}

function Wizard() {
  const params = useParams();
  return <p>Wizard of {params.childId}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.app.childEnrollment.path, element: <ChildEnrollmentRoute /> },
      { path: paths.app.waitlistChildren.path, element: <p>Children list</p> },
      { path: paths.app.waitlistWizard.path, element: <Wizard /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
  return router;
}

describe('the /child-enrollment route', () => {
  test('a new child goes on to the waitlist wizard for that child, with a notice', async () => {
    serve();
    const router = renderAt(paths.app.childEnrollment.getHref());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Mia');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Chen');
    await user.type(screen.getByLabelText(/Date of birth/), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Save child' }));

    expect(await screen.findByText(`Wizard of ${childId}`, undefined)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.app.waitlistWizard.getHref(childId));
    expect(useNotificationStore.getState().message).toBe(
      'Mia was added. Now tell us what care Mia needs.',
    );
  });

  test('an edited child goes back to the list, with a notice', async () => {
    serve();
    const router = renderAt(paths.app.childEnrollment.getHref(childId));
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Mia', undefined)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Children list', undefined)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.app.waitlistChildren.getHref());
    expect(useNotificationStore.getState().message).toBe('Mia’s details were saved.');
  });
});
