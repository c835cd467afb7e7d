import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { childId, invitation, renderAt } from './broadcast-test-api';
import { InvitationsPage } from './invitations-page';

const context = setupApiTestContext();

describe('the spaces providers told a parent about', () => {
  test('Send a request puts the child on that provider’s waitlist and says so', async () => {
    const open = invitation(1);
    let sent = false;
    context.server.route('GET', broadcastApiPaths.invitations, (_request, response) => {
      sendJson(response, 200, {
        items: [
          sent ? { ...open, requestId: '11111111-0000-4000-8000-000000000001' } : open,
          invitation(2, { open: false }),
        ],
      });
    });
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.invitationRequest, { invitationId: open.id }),
      (_request, response) => {
        sent = true;
        sendJson(response, 200, { ...open, requestId: '11111111-0000-4000-8000-000000000001' });
      },
    );
    await renderAt(
      paths.app.broadcastInvitations.path,
      paths.app.broadcastInvitations.getHref(),
      <InvitationsPage />,
    );

    const item = await screen.findByRole('listitem', { name: 'Centre 1' });
    expect(item).toHaveTextContent('2 spaces in Toddler');
    expect(item).toHaveTextContent('For Lina');
    expect(item).toHaveTextContent('3 km away');
    const closed = screen.getByRole('listitem', { name: 'Centre 2' });
    expect(within(closed).queryByRole('button')).toBeNull();

    await userEvent
      .setup()
      .click(within(item).getByRole('button', { name: 'Send a request to Centre 1 for Lina' }));
    await waitFor(() => {
      expect(within(item).getByRole('status')).toHaveTextContent(
        'Request sent: your child is on this provider’s waitlist.',
      );
    });
    expect(within(item).getByRole('link', { name: 'See your requests' })).toHaveAttribute(
      'href',
      paths.app.childcareRequests.getHref(childId),
    );
  });
});
