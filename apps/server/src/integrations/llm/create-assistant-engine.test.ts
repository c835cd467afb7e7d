import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config.ts';
import { createAssistantEngine } from './create-assistant-engine.ts';

interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  tools?: { function: { name: string } }[];
}

let server: Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running === undefined) return;
  await new Promise<void>((resolve) => {
    running.close(() => {
      resolve();
    });
  });
});

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A fake OpenAI-compatible server: first a tool call, then the closing words. */
async function fakeOpenAiCompatible(
  requests: ChatRequest[],
  closingWords = 'Your voice assistant is ready.',
): Promise<string> {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const parsed = JSON.parse(body) as ChatRequest;
      requests.push(parsed);
      const message =
        requests.length === 1
          ? {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_1',
                  type: 'function',
                  function: { name: 'CreateVoiceAssistant', arguments: '{"businessName":"Sun"}' },
                },
              ],
            }
          : { role: 'assistant', content: closingWords };
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: `chatcmpl-${String(requests.length)}`,
          object: 'chat.completion',
          created: 1_700_000_000,
          model: parsed.model,
          choices: [
            {
              index: 0,
              message,
              finish_reason: requests.length === 1 ? 'tool_calls' : 'stop',
            },
          ],
          usage: { prompt_tokens: 30, completion_tokens: 7, total_tokens: 37 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${String(port)}/v1`;
}

const voiceTurn = (inputs: unknown[]) => ({
  assistantId: 'voice-ai-onboarding-licenced-childcare-provider',
  systemPrompt: 'You set up voice assistants.',
  messages: [{ role: 'user' as const, content: 'Call it Sun', hiddenContent: null }],
  tools: [
    {
      name: 'CreateVoiceAssistant',
      description: 'Creates the voice assistant',
      title: 'creating your voice agent',
      inputSchema: z.object({ businessName: z.string() }),
      execute: (input: unknown) => {
        inputs.push(input);
        return Promise.resolve({ ok: true as const, result: '{"created":true}' });
      },
    },
  ],
  context: { today: '2026-11-23', firstName: null, profile: null },
});

describe('createAssistantEngine', () => {
  it('cleans the model’s reply of control characters and broken Unicode, which the database refuses', async () => {
    const baseUrl = await fakeOpenAiCompatible([], 'Ready\u0000 for \ud800calls.\n\nBye\u0007');
    const engine = await createAssistantEngine({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'test-model',
      AI_API_KEY: undefined,
      AI_BASE_URL: baseUrl,
    });
    const result = await engine.reply(voiceTurn([]));
    expect(result.text).toBe('Ready for \ufffdcalls.\n\nBye');
  });

  it('talks to an OpenAI-compatible server over HTTP, with tools', async () => {
    const requests: ChatRequest[] = [];
    const baseUrl = await fakeOpenAiCompatible(requests);
    const engine = await createAssistantEngine({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'test-model',
      AI_API_KEY: undefined,
      AI_BASE_URL: baseUrl,
    });
    const inputs: unknown[] = [];
    const result = await engine.reply(voiceTurn(inputs));
    expect(inputs).toEqual([{ businessName: 'Sun' }]);
    expect(result).toEqual({
      text: 'Your voice assistant is ready.',
      toolCalls: [{ name: 'CreateVoiceAssistant', result: '{"created":true}' }],
      usage: { inputTokens: 60, outputTokens: 14 },
    });
    expect(requests[0]?.model).toBe('test-model');
    expect(requests[0]?.tools?.map((entry) => entry.function.name)).toEqual([
      'CreateVoiceAssistant',
    ]);
    expect(requests[0]?.messages[0]).toMatchObject({ role: 'system' });
    expect(JSON.stringify(requests[1]?.messages)).toContain('{\\"created\\":true}');
  });
});

describe('the assistant configuration', () => {
  it('defaults to the local engine with a daily budget', () => {
    const config = loadConfig({});
    expect(config.AI_PROVIDER).toBe('local');
    expect(config.AI_DAILY_MESSAGE_LIMIT).toBe(200);
    expect(config.AI_DAILY_TOKEN_LIMIT).toBe(200_000);
  });

  it('refuses a hosted provider without its model and key, and openai-compatible without a URL', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(
      expect.objectContaining({
        problems: [
          'AI_MODEL: must be set when AI_PROVIDER is anthropic',
          'AI_API_KEY: must be set when AI_PROVIDER is anthropic',
        ],
      }),
    );
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL: must be set/,
    );
    expect(loadConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'llama3.1' }).AI_PROVIDER).toBe('ollama');
  });
});
