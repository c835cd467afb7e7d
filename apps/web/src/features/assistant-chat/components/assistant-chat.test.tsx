import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Message } from '@kinderwait/contract/conversations';
import {
  SendMessageBody,
  collectScheduleAvailabilitiesToolName,
  conversationsApiPaths,
} from '@kinderwait/contract/conversations';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { usageApiPaths } from '@kinderwait/contract/usage';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import type { RecordedRequest } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import type { CompletionOutcome } from '../lib/conversation-completion';
import { AssistantChat } from './assistant-chat';

const context = setupApiTestContext();
const conversationPath = buildUrl(conversationsApiPaths.conversation, { feature: 'broadcast' });

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

interface Reply {
  status?: number;
  assistant?: string;
  tools?: { name: string; result: string }[];
}

/** The conversation so far and a queue of replies, answered like the server does. */
function serveConversation(messages: Message[] = [], replies: Reply[] = []) {
  const stored = [...messages];
  serveUsage();
  context.server.route('GET', conversationPath, (_request, response) => {
    sendJson(response, 200, { feature: 'broadcast', messages: stored });
  });
  context.server.route('DELETE', conversationPath, (_request, response) => {
    stored.length = 0;
    response.writeHead(204).end();
  });
  context.server.route('POST', conversationsApiPaths.message, (request, response) => {
    const body = SendMessageBody.safeParse(JSON.parse(request.body));
    if (!body.success) {
      context.server.refuse(request, response, 'a body SendMessageBody refuses');
      return;
    }
    const reply = replies.shift() ?? { assistant: 'Noted.' };
    if (reply.status === 402) {
      sendJson(response, 402, {
        message: 'You have used all 30 assistant messages your plan includes a day.',
        code: 'limit_reached',
        detail: 'usage.assistantMessage: renews at 2026-11-24T05:00:00.000Z',
      });
      return;
    }
    if ((reply.status ?? 200) !== 200) {
      sendJson(response, reply.status ?? 500, { message: 'The assistant could not answer.' });
      return;
    }
    sendJson(response, 200, { assistant: reply.assistant ?? '', tools: reply.tools ?? [] });
  });
}

function sentBodies(): unknown[] {
  return context.server.requests
    .filter((request: RecordedRequest) => request.method === 'POST')
    .map((request) => JSON.parse(request.body) as unknown);
}

/** The plan's assistant messages left today (issue 13). */
function serveUsage(remaining = 30) {
  context.server.route('GET', usageApiPaths.usage, (_request, response) => {
    sendJson(response, 200, {
      items: [
        {
          kind: 'assistantMessage',
          period: 'day',
          limit: 30,
          used: 30 - remaining,
          remaining,
          renewsAt: '2026-11-24T05:00:00.000Z',
        },
      ],
    });
  });
}

function renderChat(props: Partial<Parameters<typeof AssistantChat>[0]> = {}) {
  const onBack = vi.fn();
  const element = (
    <QueryWrapper>
      <AssistantChat
        feature="broadcast"
        suffix="2"
        assistantName="AI Broadcast"
        welcomeMessage="Hi there, I am an automated assistant."
        onBack={onBack}
        {...props}
      />
    </QueryWrapper>
  );
  const router = createMemoryRouter(
    [
      { path: '/ai-assistants/broadcast', element },
      { path: '/service-payment/limit-reached', element: <p>Limit reached</p> },
    ],
    { initialEntries: ['/ai-assistants/broadcast'] },
  );
  render(<RouterProvider router={router} />);
  return { onBack, router };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log', { name: 'Conversation with AI Broadcast' });

describe('AssistantChat (SPEC 2.8, 4, 5)', () => {
  test('Enter sends: the message shows at once, then the reply; Shift+Enter adds a line', async () => {
    serveConversation([], [{ assistant: 'How many **spaces** do you have?' }]);
    const user = userEvent.setup();
    renderChat({ initialHiddenText: 'role 2' });
    expect(await screen.findByText('Hi there, I am an automated assistant.')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Type a message...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(messageBox(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(messageBox()).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');
    expect(within(log()).getByText(/Hello/)).toBeInTheDocument();
    expect(await within(log()).findByText('spaces')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    // The first message of an empty conversation carries the initial hidden text (SPEC 4).
    expect(sentBodies()).toEqual([
      {
        content: 'Hello\nthere',
        feature: 'broadcast',
        conversationNameSuffix: '2',
        hiddenContent: 'role 2',
      },
    ]);
  });

  test('a failed send keeps the typed text and says why', async () => {
    serveConversation([], [{ status: 502 }]);
    const user = userEvent.setup();
    renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Eight spaces');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent');
    expect(messageBox()).toHaveValue('Eight spaces');
    expect(within(log()).queryByText('Eight spaces')).not.toBeInTheDocument();
  });

  test('of several tool messages only the last shows; assistant markdown is rendered safely', async () => {
    serveConversation([
      { role: 'user', content: 'Go' },
      { role: 'assistant', content: 'See [our site](javascript:alert(1)) <b>bold</b>' },
      { role: 'tool', content: 'FirstTool', hiddenContent: '{}' },
      { role: 'tool', content: 'SecondTool', hiddenContent: '{}' },
    ]);
    renderChat();
    expect(await screen.findByText('SecondTool: done')).toBeInTheDocument();
    expect(screen.queryByText('FirstTool: done')).not.toBeInTheDocument();
    const link = within(log()).getByText('our site');
    expect(link.closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(log().querySelector('b')).toBeNull();
  });

  test('the schedule tool shows the picker; its answer goes with the next message, then clears', async () => {
    serveConversation(
      [
        { role: 'assistant', content: 'When are you open?' },
        { role: 'tool', content: collectScheduleAvailabilitiesToolName, hiddenContent: '' },
      ],
      [{ assistant: 'Thanks.' }, { assistant: 'Anything else?' }],
    );
    const user = userEvent.setup();
    renderChat();
    const picker = await screen.findByRole('group', { name: 'Choose the times you are open' });
    await user.click(within(picker).getByRole('tab', { name: 'Morning' }));
    await user.click(within(picker).getByRole('button', { name: /Monday/ }));
    // Tool data alone is enough to send.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Thanks.')).toBeInTheDocument();
    await user.type(messageBox(), 'No{Enter}');
    expect(await within(log()).findByText('Anything else?')).toBeInTheDocument();
    expect(sentBodies()).toEqual([
      {
        content: '',
        feature: 'broadcast',
        conversationNameSuffix: '2',
        hiddenContent: 'My preferred schedule availability: Monday - Morning',
      },
      { content: 'No', feature: 'broadcast', conversationNameSuffix: '2' },
    ]);
  });

  test('the completion tool’s JSON result completes the chat and clears the conversation', async () => {
    serveConversation(
      [],
      [{ assistant: 'Saved.', tools: [{ name: 'EditChildcareProvider', result: '{"ok":true}' }] }],
    );
    const outcomes: CompletionOutcome[] = [];
    const user = userEvent.setup();
    renderChat({
      completion: {
        toolName: 'EditChildcareProvider',
        clearOnComplete: true,
        onComplete: (outcome) => {
          outcomes.push(outcome);
          return true;
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Yes{Enter}');
    await waitFor(() => {
      expect(outcomes).toEqual([{ successful: true, result: { ok: true } }]);
    });
    await waitFor(() => {
      expect(context.server.requests.some((request) => request.method === 'DELETE')).toBe(true);
    });
    await waitFor(() => {
      expect(within(log()).queryByText('Yes')).not.toBeInTheDocument();
    });
  });

  test('with no assistant message left today, sending opens the limit-reached screen instead', async () => {
    serveConversation();
    serveUsage(0);
    const user = userEvent.setup();
    const { router } = renderChat();
    expect(await screen.findByText('0 assistant messages left today.')).toBeInTheDocument();
    await user.type(messageBox(), 'Hello{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service-payment/limit-reached');
    });
    expect(new URLSearchParams(router.state.location.search).get('detail')).toBe(
      'usage.assistantMessage: renews at 2026-11-24T05:00:00.000Z',
    );
    expect(sentBodies()).toEqual([]);
  });

  test('the server’s 402 limit_reached (used up elsewhere) opens the same screen', async () => {
    serveConversation([], [{ status: 402 }]);
    const user = userEvent.setup();
    const { router } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service-payment/limit-reached');
    });
  });

  test('the text size toggle reveals a vertical 10-24 slider starting at 16', async () => {
    serveConversation();
    const user = userEvent.setup();
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Text size' }));
    const slider = screen.getByRole('slider', { name: 'Text size' });
    expect(slider).toHaveAttribute('aria-orientation', 'vertical');
    expect(slider).toHaveAttribute('aria-valuemin', '10');
    expect(slider).toHaveAttribute('aria-valuemax', '24');
    expect(slider).toHaveValue('16');
    slider.focus();
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveValue('17');
    expect(log()).toHaveStyle({ fontSize: '17px' });
  });
});
