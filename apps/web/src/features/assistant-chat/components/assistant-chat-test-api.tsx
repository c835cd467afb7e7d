import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Message } from '@kinderwait/contract/conversations';
import { SendMessageBody, conversationsApiPaths } from '@kinderwait/contract/conversations';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { usageApiPaths } from '@kinderwait/contract/usage';
import type { ApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import type { RecordedRequest } from '../../../test/http-test-server';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import { QueryWrapper } from '../../../test/query-wrapper';
import { renderSettled } from '../../../test/render-settled';
import { AssistantChat } from './assistant-chat';

/** A fake of the chat's API and its render, for the assistant chat's component tests. */
export const conversationPath = buildUrl(conversationsApiPaths.conversation, {
  feature: 'broadcast',
});

export interface Reply {
  status?: number;
  assistant?: string;
  tools?: { name: string; result: string }[];
}

/** The conversation so far and a queue of replies, answered like the server does. */
export function serveConversation(
  context: ApiTestContext,
  messages: Message[] = [],
  replies: Reply[] = [],
) {
  const stored = [...messages];
  serveUsage(context);
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

export function sentBodies(context: ApiTestContext): unknown[] {
  return requestsOf(context, 'POST').map((request) => JSON.parse(request.body) as unknown);
}

export function requestsOf(context: ApiTestContext, method: string): RecordedRequest[] {
  return context.server.requests.filter((request) => request.method === method);
}

/** The plan's assistant messages left today (docs/product/billing.md#usage-limits). */
export function serveUsage(context: ApiTestContext, remaining = 30) {
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

/** What the limit-reached screen's stand-in shows. */
const limitReached = 'Limit reached';

export async function renderChat(
  props: Partial<Parameters<typeof AssistantChat>[0]> = {},
  language: Language = 'en',
) {
  const onBack = vi.fn();
  const element = (
    <QueryWrapper>
      <I18nProvider language={language}>
        <AssistantChat
          feature="broadcast"
          suffix="2"
          assistantName="AI Broadcast"
          welcomeMessage="Hi there, I am an automated assistant."
          onBack={onBack}
          {...props}
        />
      </I18nProvider>
    </QueryWrapper>
  );
  const router = createMemoryRouter(
    [
      { path: '/ai-assistants/broadcast', element },
      { path: '/service-payment/limit-reached', element: <p>{limitReached}</p> },
    ],
    { initialEntries: ['/ai-assistants/broadcast'] },
  );
  // Awaited: React resumes the render suspended on the words' chunk inside this scope.
  await renderSettled(<RouterProvider router={router} />);
  return { onBack, router };
}

export const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
export const log = (name = 'Conversation with AI Broadcast') => screen.getByRole('log', { name });
