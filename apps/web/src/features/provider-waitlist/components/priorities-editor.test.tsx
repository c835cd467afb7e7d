import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import type { WaitlistPriority } from '@kinderwait/contract/provider-waitlist';
import {
  providerWaitlistApiPaths,
  providerWaitlistErrorCodes,
  providerWaitlistMessages,
} from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { PrioritiesEditor } from './priorities-editor';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

// The words loaded before the tests render, so the components do not suspend.
beforeAll(async () => {
  await loadMessages(providerWaitlistCatalogue, 'en');
});

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

const providerId = '7d3c1a52-1b8e-4f0a-9c55-0a4b3f2e1d01';
const listPath = buildUrl(providerWaitlistApiPaths.priorities, { providerId });
const sibling: WaitlistPriority = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'sibling_enrolled',
  name: 'Sibling enrolled',
  weight: 40,
};
const partner: WaitlistPriority = {
  id: '00000000-0000-4000-8000-000000000002',
  code: 'custom',
  name: 'Church members',
  weight: 5,
};

function serve(initial: WaitlistPriority[]) {
  let items = initial;
  const bodies: unknown[] = [];
  context.server.route('GET', listPath, (_request, response) => {
    sendJson(response, 200, { items });
  });
  context.server.route(
    'PUT',
    buildUrl(providerWaitlistApiPaths.priority, { providerId, priorityId: sibling.id }),
    (request, response) => {
      const body = JSON.parse(request.body) as { name: string; weight: number };
      bodies.push(body);
      items = items.map((item) => (item.id === sibling.id ? { ...item, ...body } : item));
      sendJson(response, 200, { ...sibling, ...body });
    },
  );
  context.server.route('POST', listPath, (request, response) => {
    bodies.push(JSON.parse(request.body));
    sendJson(response, 409, {
      message: providerWaitlistMessages.priorityExists,
      code: providerWaitlistErrorCodes.waitlistPriorityExists,
    });
  });
  context.server.route(
    'DELETE',
    buildUrl(providerWaitlistApiPaths.priority, { providerId, priorityId: partner.id }),
    (_request, response) => {
      items = items.filter((item) => item.id !== partner.id);
      response.statusCode = 204;
      response.end();
    },
  );
  return bodies;
}

describe('PrioritiesEditor', () => {
  test('re-weighs a predefined category (its name is kept) and says positions moved', async () => {
    const bodies = serve([sibling, partner]);
    render(<PrioritiesEditor providerId={providerId} />, { wrapper: QueryWrapper });
    const row = await screen.findByRole('listitem', { name: 'Sibling enrolled' });
    // A predefined name is not editable; a custom one is.
    expect(within(row).queryByRole('textbox', { name: /^Name of/ })).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Church members' })).getByRole('textbox', {
        name: 'Name of Church members',
      }),
    ).toHaveValue('Church members');

    const user = userEvent.setup();
    const weight = within(row).getByRole('textbox', { name: 'Weight of Sibling enrolled' });
    await user.clear(weight);
    await user.type(weight, '60');
    await user.click(within(row).getByRole('button', { name: 'Save Sibling enrolled' }));
    expect(await screen.findByText('Sibling enrolled saved. Positions are updated.')).toBeVisible();
    expect(bodies).toEqual([{ name: 'Sibling enrolled', weight: 60 }]);
  });

  test('refuses a weight outside 0 to 100 without asking the server', async () => {
    const bodies = serve([sibling]);
    render(<PrioritiesEditor providerId={providerId} />, { wrapper: QueryWrapper });
    const row = await screen.findByRole('listitem', { name: 'Sibling enrolled' });
    const user = userEvent.setup();
    const weight = within(row).getByRole('textbox', { name: 'Weight of Sibling enrolled' });
    await user.clear(weight);
    await user.type(weight, '150');
    await user.click(within(row).getByRole('button', { name: 'Save Sibling enrolled' }));
    expect(within(row).getByText(providerWaitlistMessages.weightRange)).toBeVisible();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  test('a duplicate new category is refused in words and what was typed stays', async () => {
    const bodies = serve([sibling]);
    render(<PrioritiesEditor providerId={providerId} />, { wrapper: QueryWrapper });
    await screen.findByRole('listitem', { name: 'Sibling enrolled' });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a category of your own' });
    await user.type(
      within(form).getByRole('textbox', { name: /New category name/ }),
      'Sibling enrolled',
    );
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(providerWaitlistMessages.priorityExists)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /New category name/ })).toHaveValue(
      'Sibling enrolled',
    );
    expect(bodies).toEqual([{ name: 'Sibling enrolled', weight: 10 }]);
  });

  test('removes a custom category', async () => {
    serve([sibling, partner]);
    render(<PrioritiesEditor providerId={providerId} />, { wrapper: QueryWrapper });
    const row = await screen.findByRole('listitem', { name: 'Church members' });
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Remove Church members' }));
    expect(await screen.findByText('Church members removed.')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: 'Church members' })).toBeNull();
    });
    // A predefined category has no Remove.
    expect(
      within(screen.getByRole('listitem', { name: 'Sibling enrolled' })).queryByRole('button', {
        name: /^Remove/,
      }),
    ).toBeNull();
  });
});
