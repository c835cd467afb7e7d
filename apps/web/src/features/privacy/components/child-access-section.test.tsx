import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { privacyApiPaths } from '@kinderwait/contract/privacy';
import type { ChildAccessResponse } from '@kinderwait/contract/privacy';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { ChildAccessSection } from './child-access-section';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { privacyCatalogue } from '../privacy-messages';

// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() => loadMessages(privacyCatalogue, 'en'));

const context = setupApiTestContext();

function serveAccess(body: ChildAccessResponse) {
  context.server.route('GET', privacyApiPaths.childAccess, (request, response) => {
    sendJson(response, 200, body);
  });
}

function renderSection(enabled: boolean) {
  render(
    <QueryWrapper>
      <ChildAccessSection enabled={enabled} />
    </QueryWrapper>,
  );
}

describe("ChildAccessSection: who saw a child's information", () => {
  test('lists each child with who saw or changed what, and says when nobody has', async () => {
    serveAccess({
      items: [
        {
          childId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a51',
          childFirstName: 'Mia',
          entries: [
            {
              at: '2026-11-20T15:30:00.000Z',
              action: 'changed',
              what: 'priorities',
              actorName: 'Dana Lee',
              providerName: 'Maple Daycare',
            },
            {
              at: '2026-11-19T14:00:00.000Z',
              action: 'viewed',
              what: 'waitlist',
              actorName: null,
              providerName: null,
            },
          ],
        },
        {
          childId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a52',
          childFirstName: 'Leo',
          entries: [],
        },
      ],
    });
    renderSection(true);

    expect(
      await screen.findByRole('heading', { name: "Who saw Mia's information" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: "Who saw your children's information" }),
    ).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Dana Lee (Maple Daycare) changed the priorities');
    expect(items[0]).toHaveTextContent('Nov 20, 2026');
    // A deleted account's staff member and provider are named generically.
    expect(items[1]).toHaveTextContent(
      "A provider's staff member (a provider) viewed the waitlist",
    );
    expect(within(items[0] as HTMLElement).getByText(/2026/).tagName).toBe('TIME');
    expect(screen.getByText("No provider has seen Leo's information yet.")).toBeInTheDocument();
  });

  test('a role that reads no children shows nothing and asks nothing', () => {
    renderSection(false);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(
      context.server.requests.filter((request) => request.path === privacyApiPaths.childAccess),
    ).toHaveLength(0);
  });
});
