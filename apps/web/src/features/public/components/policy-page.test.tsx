import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PolicyResponse } from '@kinderwait/contract/policies';
import { policiesApiPaths } from '@kinderwait/contract/policies';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { prefetchPolicy } from '../api/get-policy';
import { QueryWrapper } from '../../../test/query-wrapper';
import { PolicyPage } from './policy-page';

const api = setupApiTestContext();

const hostileBody = [
  '# Your privacy',
  '',
  'We keep **only** what we need.',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '<b>raw bold</b>',
  '',
  '[Contact us](javascript:window.__pwned=true) or read [our help](/help).',
].join('\n');

const policy: PolicyResponse = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  body: hostileBody,
  lastUpdated: '2024-04-19',
};

function servePolicy(status = 200, body: unknown = policy) {
  api.server.route('GET', policiesApiPaths.getPolicy, (_request, response) => {
    sendJson(response, status, body);
  });
}

function renderPolicyPage() {
  return render(
    <MemoryRouter>
      <PolicyPage policyId="privacy-policy" />
    </MemoryRouter>,
    { wrapper: QueryWrapper },
  );
}

describe('PolicyPage', () => {
  it('asks the server for the policy by id', async () => {
    servePolicy();
    renderPolicyPage();
    await screen.findByText(/Last updated/);
    expect(api.server.requests.map((request) => request.url)).toEqual([
      `${policiesApiPaths.getPolicy}?id=privacy-policy`,
    ]);
  });

  it('shows the title, the last-updated date and the markdown body', async () => {
    servePolicy();
    renderPolicyPage();
    // While loading, the page already has its heading and says so.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the privacy policy');
    await waitFor(() => {
      expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated April 19, 2024');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    // The markdown's own level-one heading becomes an h2 under the page's h1.
    expect(screen.getByRole('heading', { level: 2, name: 'Your privacy' })).toBeInTheDocument();
    expect(screen.getByText('only').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our help' })).toHaveAttribute('href', '/help');
  });

  it('never renders raw HTML or script links from the body', async () => {
    servePolicy();
    const { container } = renderPolicyPage();
    await screen.findByText(/Last updated/);
    const article = within(container);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    // The words of inline HTML may stay, as plain text: the tags are dropped, never applied.
    expect(article.getByText('raw bold').tagName).toBe('P');
    const unsafeLink = screen.getByText('Contact us');
    expect(unsafeLink.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
  });

  it('shows an error with a retry when the call fails, and loads on retry', async () => {
    servePolicy(503, { message: 'Service unavailable' });
    renderPolicyPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t load the privacy policy',
    );
    // The page keeps the visitor here instead of leaving for the error screen.
    expect(api.navigations).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');

    servePolicy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.server.requests).toHaveLength(2);
  });

  it('opens with its text, without a loading state, when it was loaded ahead (a link hovered)', async () => {
    servePolicy();
    await prefetchPolicy('privacy-policy');
    renderPolicyPage();
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.server.requests).toHaveLength(1);
  });

  it('shows the error state when the response does not match the contract', async () => {
    servePolicy(200, { id: 'privacy-policy', title: 'No body' });
    renderPolicyPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
