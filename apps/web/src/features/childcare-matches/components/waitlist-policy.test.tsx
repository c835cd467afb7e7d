import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { WaitlistPolicyResponse } from '@kinderwait/contract/provider-waitlist';
import { providerWaitlistApiPaths } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { WaitlistPolicy } from './waitlist-policy';

const context = setupApiTestContext();
const providerId = '4e1d2c3b-5a6f-4b70-9c8d-0e1f2a3b4c5d';
const priorities = [{ name: 'Sibling enrolled', weight: 60 }];

async function renderPolicy(answer: Omit<WaitlistPolicyResponse, 'providerId'>) {
  context.server.route(
    'GET',
    buildUrl(providerWaitlistApiPaths.policy, { providerId }),
    (_request, response) => {
      sendJson(response, 200, { providerId, ...answer });
    },
  );
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(
      <QueryWrapper>
        <WaitlistPolicy providerId={providerId} />
      </QueryWrapper>,
    );
    return Promise.resolve();
  });
}

describe('the waitlist policy a parent reads before sending a request', () => {
  test('without a written policy or priorities, says none is published', async () => {
    await renderPolicy({ policy: null, priorities: [] });
    expect(
      await screen.findByText('This provider has not published a waitlist policy yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Families placed first, by weight')).toBeNull();
  });

  test('without a written policy, still shows the priorities that order the waitlist', async () => {
    await renderPolicy({ policy: null, priorities });
    expect(
      await screen.findByText(
        'This provider has not written a waitlist policy yet. Its waitlist still places some families first:',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('This provider has not published a waitlist policy yet.')).toBeNull();
    expect(screen.getByText('Sibling enrolled (weight 60)')).toBeInTheDocument();
  });

  test('a written policy is shown in its own scrollable region, with the priorities', async () => {
    await renderPolicy({ policy: 'Families are placed by date joined.', priorities });
    expect(await screen.findByRole('region', { name: 'Waitlist policy' })).toHaveTextContent(
      'Families are placed by date joined.',
    );
    expect(screen.getByText('Sibling enrolled (weight 60)')).toBeInTheDocument();
  });
});
