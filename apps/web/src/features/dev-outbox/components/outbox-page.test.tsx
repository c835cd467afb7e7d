import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { OutboxMessage } from '@kinderwait/contract/dev-outbox';
import { devOutboxApiPaths } from '@kinderwait/contract/dev-outbox';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { OutboxPage } from './outbox-page';
import { QueryWrapper } from '../../../test/query-wrapper';

const context = setupApiTestContext();

const link = 'http://127.0.0.1:3100/auth/confirmation?userId=u1&etoken=abc';
const messages: OutboxMessage[] = [
  {
    to: 'ada@example.com',
    subject: 'Your sign-in link',
    text: `Hello Ada,\n\nOpen this link to sign in: ${link}\n\nIt works once.`,
    html: '<p>ignored</p>',
    createdAt: '2026-03-04T15:00:00.000Z',
  },
];

function renderPage() {
  render(<OutboxPage head={null} unavailable={<p>Page not found</p>} />, { wrapper: QueryWrapper });
}

describe('OutboxPage (/dev/outbox)', () => {
  test('lists the emails with their links clickable', async () => {
    context.server.route('GET', devOutboxApiPaths.outbox, (request, response) => {
      sendJson(response, 200, messages);
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your sign-in link' })).toBeInTheDocument();
    expect(screen.getByText(/To ada@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  test('filters by recipient', async () => {
    context.server.route('GET', devOutboxApiPaths.outbox, (request, response) => {
      sendJson(response, 200, []);
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Recipient email' }), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Show emails' }));
    expect(await screen.findByText('No emails to bob@example.com yet.')).toBeInTheDocument();
    const last = context.server.requests.at(-1);
    expect(new URL(last?.url ?? '', context.server.origin).searchParams.get('to')).toBe(
      'bob@example.com',
    );
  });

  test('is absent where the server has no outbox (production answers 404)', async () => {
    context.server.route('GET', devOutboxApiPaths.outbox, (request, response) => {
      sendJson(response, 404, { message: 'Not found' });
    });
    renderPage();
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Development outbox' })).not.toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });
});
