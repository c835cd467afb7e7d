import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { ConversationsSection } from './conversations-section';
import { conversation, conversationDetails, renderWithRouter } from './voice-agent-test-api';

const context = setupApiTestContext();
const listPath = buildUrl(voiceAgentApiPaths.conversations, { feature: 'voiceAiAgent' });

function pageOf(request: RecordedRequest): { page: string | null; pageSize: string | null } {
  const query = new URL(request.url, context.server.origin).searchParams;
  return { page: query.get('page'), pageSize: query.get('pageSize') };
}

/** Serves `sizes[page - 1]` conversations for each page (numbered on from the pages before). */
function servePages(sizes: (number | 'fail')[]) {
  const asked: RecordedRequest[] = [];
  context.server.route('GET', listPath, (request, response) => {
    asked.push(request);
    const page = Number(pageOf(request).page);
    const size = sizes[page - 1] ?? 0;
    if (size === 'fail') {
      sendJson(response, 500, { message: 'Server error' });
      return;
    }
    const before = sizes
      .slice(0, page - 1)
      .reduce<number>((sum, n) => sum + (n === 'fail' ? 0 : n), 0);
    sendJson(response, 200, {
      items: Array.from({ length: size }, (_item, index) => conversation(before + index + 1)),
    });
  });
  return asked;
}

async function rows() {
  const list = await screen.findByRole('list', { name: 'Conversations' });
  return within(list).queryAllByRole('listitem');
}

describe('the conversations list', () => {
  test('loads 20 first, goes on while a page was full, and stops at a page of fewer than 20', async () => {
    const asked = servePages([20, 20, 7]);
    await renderWithRouter(<ConversationsSection />);

    await waitFor(async () => {
      expect(await rows()).toHaveLength(47);
    });
    await context.server.settle();
    expect(asked.map(pageOf)).toEqual([
      { page: '1', pageSize: '20' },
      { page: '2', pageSize: '20' },
      { page: '3', pageSize: '20' },
    ]);
  });

  test('a first page of fewer than 20 asks for no other page', async () => {
    const asked = servePages([3]);
    await renderWithRouter(<ConversationsSection />);

    await waitFor(async () => {
      expect(await rows()).toHaveLength(3);
    });
    await context.server.settle();
    expect(asked.map(pageOf)).toEqual([{ page: '1', pageSize: '20' }]);
  });

  test('a list that cannot be loaded shows as empty, without an error or leaving the page', async () => {
    servePages(['fail']);
    await renderWithRouter(<ConversationsSection />);

    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(await rows()).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });

  test('a further page that fails keeps the loaded conversations and says nothing', async () => {
    const asked = servePages([20, 'fail', 5]);
    await renderWithRouter(<ConversationsSection />);

    await waitFor(() => {
      expect(asked).toHaveLength(2);
    });
    await context.server.settle();
    expect(await rows()).toHaveLength(20);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toHaveLength(2);
    expect(context.navigations).toEqual([]);
  });

  test('choosing a conversation opens its details; closing them clears the choice', async () => {
    servePages([2]);
    const detailsAsked: string[] = [];
    context.server.route(
      'GET',
      buildUrl(voiceAgentApiPaths.conversation, {
        feature: 'voiceAiAgent',
        conversationId: conversation(2).id,
      }),
      (request, response) => {
        detailsAsked.push(request.path);
        sendJson(response, 200, conversationDetails(2));
      },
    );
    const user = userEvent.setup();
    await renderWithRouter(<ConversationsSection />);

    await waitFor(async () => {
      expect(await rows()).toHaveLength(2);
    });
    const second = (await rows())[1] as HTMLElement;
    await user.click(within(second).getByRole('button'));

    const dialog = await screen.findByRole('dialog', { name: /^Conversation, / });
    const transcript = within(dialog).getByRole('list', { name: 'Transcript' });
    expect(within(transcript).getByText('Do you have space for a toddler?')).toBeInTheDocument();
    expect(within(dialog).getByText('Website widget')).toBeInTheDocument();
    expect(within(dialog).getByText('Message taken')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Message for you' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 minute 5 seconds')).toBeInTheDocument();
    expect(within(dialog).getByText('Summary:')).toBeInTheDocument();
    expect(within(dialog).getByText('Asked question 2')).toBeInTheDocument();
    expect(within(dialog).getByText('+1 416 555 0199')).toBeInTheDocument();
    expect(within(dialog).getByText('Is there a toddler space in March?')).toBeInTheDocument();
    expect(detailsAsked).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The choice is cleared: the dialog's query is off, so nothing more is asked.
    await context.server.settle();
    expect(detailsAsked).toHaveLength(1);
  });
});
