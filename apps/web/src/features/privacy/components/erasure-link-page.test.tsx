import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { privacyApiPaths, privacyErrorCodes } from '@kinderwait/contract/privacy';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { ErasureLinkPage } from './erasure-link-page';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { privacyCatalogue } from '../privacy-messages';

// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() => loadMessages(privacyCatalogue, 'en'));

const context = setupApiTestContext();

function renderPage(kind: 'confirm' | 'undo', onConfirmed: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ErasureLinkPage
            token="emailed-token"
            kind={kind}
            signInHref="/auth/login"
            onConfirmed={onConfirmed}
          />
        ),
      },
    ],
    { initialEntries: ['/delete-account/confirm'] },
  );
  render(
    <QueryWrapper>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
}

function postsTo(path: string) {
  return context.server.requests.filter(
    (request) => request.method === 'POST' && request.path === path,
  );
}

describe('ErasureLinkPage', () => {
  test('opening the link changes nothing; confirming shows the deletion scheduled with its date', async () => {
    context.server.route('POST', privacyApiPaths.erasureConfirm, (request, response) => {
      sendJson(response, 200, { eraseAfter: '2026-12-04T15:00:00.000Z' });
    });
    const onConfirmed = vi.fn();
    renderPage('confirm', onConfirmed);

    const button = await screen.findByRole('button', { name: 'Delete my account' });
    expect(postsTo(privacyApiPaths.erasureConfirm)).toHaveLength(0);
    await userEvent.setup().click(button);

    expect(
      await screen.findByText(/Your account is closed and will be deleted on December 4, 2026/),
    ).toBeInTheDocument();
    expect(JSON.parse(postsTo(privacyApiPaths.erasureConfirm)[0]?.body ?? '')).toEqual({
      token: 'emailed-token',
    });
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  test('an unknown or expired link says so in words', async () => {
    context.server.route('POST', privacyApiPaths.erasureUndo, (request, response) => {
      sendJson(response, 404, { code: privacyErrorCodes.erasureLinkInvalid, message: 'x' });
    });
    renderPage('undo', () => undefined);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('This link is not valid or has expired.')).toBeInTheDocument();
  });
});
