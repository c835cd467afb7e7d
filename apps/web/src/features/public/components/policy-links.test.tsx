import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { policiesApiPaths } from '@kinderwait/contract/policies';
import type { PolicyResponse } from '@kinderwait/contract/policies';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { policyQueryOptions } from '../api/get-policy';
import { SiteFooter } from './layout/site-footer';
import { PoliciesIndexPage } from './policies-index-page';

const context = setupApiTestContext();

function servePolicies() {
  context.server.route('GET', policiesApiPaths.getPolicy, (request, response) => {
    const id = new URL(request.url, context.server.origin).searchParams.get('id');
    const policy: PolicyResponse = {
      id: id === 'terms-of-use' ? 'terms-of-use' : 'privacy-policy',
      title: 'Policy',
      body: 'Text',
      lastUpdated: '2026-01-01',
    };
    sendJson(response, 200, policy);
  });
}

function askedPolicies() {
  return context.server.requests.map((request) =>
    new URL(request.url, context.server.origin).searchParams.get('id'),
  );
}

describe('policy links load the policy text as soon as a visitor heads for them', () => {
  test('pointing at a policy on the index loads its text into the cache', async () => {
    servePolicies();
    render(
      <MemoryRouter>
        <PoliciesIndexPage />
      </MemoryRouter>,
    );
    expect(askedPolicies()).toEqual([]);
    await userEvent.setup().hover(screen.getByRole('link', { name: 'Privacy policy' }));
    await waitFor(() => {
      expect(queryClient.getQueryData(policyQueryOptions('privacy-policy').queryKey)).toMatchObject(
        { id: 'privacy-policy' },
      );
    });
    expect(askedPolicies()).toEqual(['privacy-policy']);
  });

  test('reaching a policy link in the footer with the keyboard does the same', async () => {
    servePolicies();
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    footer.getByRole('link', { name: 'Terms of use' }).focus();
    await waitFor(() => {
      expect(askedPolicies()).toEqual(['terms-of-use']);
    });
    // Other links load nothing.
    footer.getByRole('link', { name: 'About us' }).focus();
    expect(askedPolicies()).toEqual(['terms-of-use']);
  });
});
