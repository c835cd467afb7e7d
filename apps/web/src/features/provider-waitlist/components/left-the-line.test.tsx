import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { WithdrawnLinesResponse } from '@kinderwait/contract/provider-waitlist';
import { providerWaitlistApiPaths } from '@kinderwait/contract/provider-waitlist';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { LeftTheLine } from './left-the-line';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

// The words loaded before the tests render, so the components do not suspend.
beforeAll(async () => {
  await loadMessages(providerWaitlistCatalogue, 'en');
});

const context = setupApiTestContext();
const providerId = '3f0c2b1a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function serve(body: WithdrawnLinesResponse) {
  context.server.route(
    'GET',
    buildUrl(providerWaitlistApiPaths.withdrawals, { providerId }),
    (_request, response) => {
      sendJson(response, 200, body);
    },
  );
}

describe('LeftTheLine (the families who left the provider’s line)', () => {
  test('lists each line that left, never naming the family', async () => {
    serve({
      items: [
        {
          requestId: '00000000-0000-4000-8000-000000000001',
          joinedAt: '2026-11-20T15:00:00.000Z',
          withdrawnAt: '2026-11-26T15:00:00.000Z',
        },
      ],
    });
    render(<LeftTheLine providerId={providerId} />, { wrapper: QueryWrapper });
    const section = await screen.findByRole('region', { name: 'Families who left the line' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'A family who joined on Friday, 20 November left the line on Thursday, 26 November.',
    );
  });

  test('shows nothing when no family has left', async () => {
    serve({ items: [] });
    const { container } = render(<LeftTheLine providerId={providerId} />, {
      wrapper: QueryWrapper,
    });
    await context.server.settle();
    expect(container).toBeEmptyDOMElement();
  });
});
