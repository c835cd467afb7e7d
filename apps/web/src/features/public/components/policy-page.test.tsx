import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PolicyResponse } from '@kinderwait/contract/policies';
import { PolicyPage } from './policy-page';

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

function renderPolicyPage() {
  return render(
    <MemoryRouter>
      <PolicyPage policy={policy} />
    </MemoryRouter>,
  );
}

describe('PolicyPage', () => {
  it('shows the title, the last-updated date and the markdown body at once, with nothing to load', () => {
    renderPolicyPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated April 19, 2024');
    expect(screen.queryByRole('status')).toBeNull();
    // The markdown's own level-one heading becomes an h2 under the page's h1.
    expect(screen.getByRole('heading', { level: 2, name: 'Your privacy' })).toBeInTheDocument();
    expect(screen.getByText('only').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our help' })).toHaveAttribute('href', '/help');
  });

  it('never renders raw HTML or script links from the body', () => {
    const { container } = renderPolicyPage();
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
});
