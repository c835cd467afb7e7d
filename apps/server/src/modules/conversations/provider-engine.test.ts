import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ChildcareProviderProfile,
  Conversation,
  SendMessageResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  conversationsApiPaths,
  conversationsErrorCodes,
  roleIds,
} from '@kinderwait/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

/**
 * The API with an AI SDK provider (AI_PROVIDER=openai-compatible) against a fake OpenAI-compatible
 * server on 127.0.0.1: the model's invalid tool call is answered as an error and never written,
 * its corrected call is; a provider that cannot be reached answers 503 and stores nothing.
 */
const invalidEdit = {
  paths: ['AgeGroups'],
  ageGroups: [{ id: 1, availableSpaces: -1, availableStartDate: null, hoursOfBusiness: [] }],
};
const validEdit = {
  paths: ['AgeGroups'],
  ageGroups: [{ id: 1, availableSpaces: 4, availableStartDate: '2030-01-07', hoursOfBusiness: [] }],
};

interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
}

const requests: ChatRequest[] = [];
let server: Server | undefined;
let baseUrl = '';

const summary = 'Here is what I have: 4 infant spaces from January 7, 2030. Shall I save this?';

/**
 * Before the user's yes, an eager model saves at once and, refused, shows the summary. After it,
 * it answers by how many tool results the conversation holds: call, corrected call, closing words.
 */
function answer(parsed: ChatRequest): unknown {
  const toolResults = parsed.messages.filter((message) => message.role === 'tool').length;
  const lastUser = parsed.messages.findLast((message) => message.role === 'user');
  const confirmed = JSON.stringify(lastUser?.content ?? '').includes('yes');
  const call = (input: unknown) => ({
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: `call_${String(toolResults)}`,
        type: 'function',
        function: { name: 'EditChildcareProvider', arguments: JSON.stringify(input) },
      },
    ],
  });
  const message = !confirmed
    ? toolResults === 0
      ? call(validEdit)
      : { role: 'assistant', content: summary }
    : toolResults === 0
      ? call(invalidEdit)
      : toolResults === 1
        ? call(validEdit)
        : { role: 'assistant', content: 'Saved: 4 infant spaces from January 7.' };
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: parsed.model,
    choices: [
      { index: 0, message, finish_reason: 'tool_calls' in message ? 'tool_calls' : 'stop' },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      requests.push(parsed);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server?.close(() => {
      resolve();
    });
  });
});

forEachDatabase((t) => {
  const body = {
    content: 'I have 4 infant spaces from January 7, 2030',
    feature: 'broadcast',
    conversationNameSuffix: String(roleIds.Licenced),
  };

  it('runs the model’s tool calls through the REST schema after a yes to the summary: the invalid one is refused, the corrected one saved', async () => {
    const app = await t.buildApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'fake-model', AI_BASE_URL: baseUrl },
    });
    const user = await signUp(app, { roles: ['Licenced'] });
    // Before a yes to a summary the save is refused and does not reach the chat.
    const early = await sendJson(
      app,
      'POST',
      conversationsApiPaths.message,
      body,
      user.headers(roleIds.Licenced),
    );
    expect(early.json<SendMessageResponse>()).toEqual({ assistant: summary, tools: [] });
    const unsaved = await getJson(
      app,
      childcareProvidersApiPaths.profile,
      user.headers(roleIds.Licenced),
    );
    expect(unsaved.json<ChildcareProviderProfile>().ageGroups).toEqual([]);

    const response = await sendJson(
      app,
      'POST',
      conversationsApiPaths.message,
      { ...body, content: 'yes' },
      user.headers(roleIds.Licenced),
    );
    expect(response.statusCode).toBe(200);
    const reply = response.json<SendMessageResponse>();
    expect(reply.assistant).toBe('Saved: 4 infant spaces from January 7.');
    expect(reply.tools.map((tool) => tool.name)).toEqual([
      'EditChildcareProvider',
      'EditChildcareProvider',
    ]);
    expect(reply.tools[0]?.result).toMatch(/^Error: ageGroups\.0\.availableSpaces: /);
    expect(JSON.parse(reply.tools[1]?.result ?? '')).toMatchObject({
      ageGroups: [{ id: 1, availableSpaces: 4, availableStartDate: '2030-01-07' }],
    });
    // The model was told the refusal, and got the system prompt with today's facts.
    const last = requests.at(-1);
    expect(JSON.stringify(last?.messages)).toContain('Error: ageGroups.0.availableSpaces');
    expect(JSON.stringify(last?.messages[0])).toContain('broadcast profile of a licensed');
    const profile = await getJson(
      app,
      childcareProvidersApiPaths.profile,
      user.headers(roleIds.Licenced),
    );
    expect(profile.json<ChildcareProviderProfile>().ageGroups).toMatchObject([
      { id: 1, availableSpaces: 4 },
    ]);
  });

  it('answers 503 when the provider cannot be reached, and stores nothing of the turn', async () => {
    t.allowServerErrors();
    const app = await t.buildApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'fake-model',
        AI_BASE_URL: 'http://127.0.0.1:9/v1',
      },
    });
    const user = await signUp(app, { roles: ['Licenced'] });
    const response = await sendJson(
      app,
      'POST',
      conversationsApiPaths.message,
      body,
      user.headers(roleIds.Licenced),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: conversationsErrorCodes.assistantUnavailable });
    const stored = await getJson(
      app,
      `${buildUrl(conversationsApiPaths.conversation, { feature: 'broadcast' })}?conversationNameSuffix=${String(roleIds.Licenced)}`,
      user.headers(),
    );
    expect(stored.json<Conversation>().messages).toEqual([]);
  });
});
