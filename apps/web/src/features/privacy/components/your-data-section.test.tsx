import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { privacyApiPaths } from '@kinderwait/contract/privacy';
import type { DataExport, ErasureStatus } from '@kinderwait/contract/privacy';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { YourDataSection } from './your-data-section';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { privacyCatalogue } from '../privacy-messages';

// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() => loadMessages(privacyCatalogue, 'en'));

const context = setupApiTestContext();

const noErasure: ErasureStatus = { status: 'none', requestedAt: null, eraseAfter: null };
const queued: DataExport = {
  id: '0b9c4a52-2f7e-4a55-9a51-6f0d7b3c1a01',
  status: 'queued',
  requestedAt: '2026-11-20T15:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
};
const ready: DataExport = {
  ...queued,
  status: 'ready',
  readyAt: '2026-11-20T15:01:00.000Z',
  expiresAt: '2026-11-27T15:01:00.000Z',
  downloadUrl: `https://kinderwait.test/api/privacy/exports/${queued.id}/archive?token=t1`,
};

function serve(method: string, path: string, status: number, body: unknown) {
  context.server.route(method, path, (request, response) => {
    sendJson(response, status, body);
  });
}

function requestsTo(method: string, path: string) {
  return context.server.requests.filter(
    (request) => request.method === method && request.path === path,
  );
}

function renderSection() {
  render(
    <QueryWrapper>
      <YourDataSection />
    </QueryWrapper>,
  );
}

describe('YourDataSection: Download my data', () => {
  test('asking shows the archive being prepared, then ready with its download link', async () => {
    serve('GET', privacyApiPaths.exports, 200, { export: null });
    serve('GET', privacyApiPaths.erasure, 200, noErasure);
    serve('POST', privacyApiPaths.exports, 202, queued);
    renderSection();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/We are preparing your archive/)).toBeInTheDocument();
    expect(requestsTo('POST', privacyApiPaths.exports)).toHaveLength(1);
    // While it is built, a second archive cannot be asked for.
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();

    // The section asks again while queued; the job has finished by then.
    serve('GET', privacyApiPaths.exports, 200, { export: ready });
    const link = await screen.findByRole(
      'link',
      { name: 'Download the archive' },
      { timeout: 15_000 },
    );
    expect(link).toHaveAttribute('href', ready.downloadUrl);
    expect(screen.getByText(/Your archive is ready\. The link works until/)).toHaveTextContent(
      'November 27, 2026',
    );
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  }, 30_000);
});

describe('YourDataSection: Delete my account', () => {
  test('asks first; confirming emails the link and says so', async () => {
    serve('GET', privacyApiPaths.exports, 200, { export: null });
    serve('GET', privacyApiPaths.erasure, 200, noErasure);
    serve('POST', privacyApiPaths.erasure, 200, {
      status: 'awaiting_confirmation',
      requestedAt: '2026-11-20T15:00:00.000Z',
      eraseAfter: null,
    } satisfies ErasureStatus);
    renderSection();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(requestsTo('POST', privacyApiPaths.erasure)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Email me the confirmation link',
      }),
    );
    expect(
      await screen.findByText(/Check your email: we sent a link to confirm deleting your account/),
    ).toBeInTheDocument();
    expect(requestsTo('POST', privacyApiPaths.erasure)).toHaveLength(1);
  });

  test('a failed ask says so', async () => {
    serve('GET', privacyApiPaths.exports, 200, { export: null });
    serve('GET', privacyApiPaths.erasure, 200, noErasure);
    serve('POST', privacyApiPaths.erasure, 503, { message: 'Service unavailable' });
    renderSection();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Email me the confirmation link',
      }),
    );
    expect(
      await screen.findByText('We could not start deleting your account. Please try again.'),
    ).toBeInTheDocument();
  });
});
