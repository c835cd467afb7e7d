import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { AvailabilityBody, notificationsApiPaths } from '@kinderwait/contract/notifications';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { SpacesSummary } from './spaces-summary';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

// The words loaded before the tests render, so the components do not suspend.
beforeAll(async () => {
  await loadMessages(providerWaitlistCatalogue, 'en');
});

const context = setupApiTestContext();
const providerId = '3f0c2b1a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ageGroups = [
  {
    id: 1,
    name: 'Infant',
    licensedSpaces: 10,
    availableSpaces: 2,
    availableStartDate: null,
    hoursOfBusiness: [],
  },
  {
    id: 2,
    name: 'Toddler',
    licensedSpaces: 15,
    availableSpaces: 0,
    availableStartDate: null,
    hoursOfBusiness: [],
  },
];

function renderSummary() {
  render(
    <QueryWrapper>
      <SpacesSummary providerId={providerId} ageGroups={ageGroups} />
    </QueryWrapper>,
  );
}

describe('SpacesSummary (telling the waiting families about open spaces)', () => {
  test('a group with spaces tells its families; the answer says how many were told', async () => {
    const bodies: unknown[] = [];
    context.server.route('POST', notificationsApiPaths.availability, (request, response) => {
      bodies.push(AvailabilityBody.parse(JSON.parse(request.body)));
      sendJson(response, 200, {
        openingId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
        availableSpaces: 2,
        familiesNotified: bodies.length === 1 ? 3 : 0,
      });
    });
    const user = userEvent.setup();
    renderSummary();
    expect(screen.getByText('Toddler: 0 spaces available')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Tell the families waiting for Toddler' }),
    ).not.toBeInTheDocument();
    const tell = screen.getByRole('button', { name: 'Tell the families waiting for Infant' });
    await user.click(tell);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Infant: 3 families were told, first in line first.',
    );
    expect(bodies).toEqual([{ providerId, ageGroupId: 1 }]);
    await user.click(tell);
    expect(await screen.findByText(/already told about these spaces/)).toBeInTheDocument();
  });

  test('a refusal is said in words', async () => {
    context.server.route('POST', notificationsApiPaths.availability, (_request, response) => {
      sendJson(response, 409, { message: 'No spaces', code: 'no_available_spaces' });
    });
    const user = userEvent.setup();
    renderSummary();
    await user.click(screen.getByRole('button', { name: 'Tell the families waiting for Infant' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Infant: the families could not be told. This age group has no available spaces.',
    );
  });
});
