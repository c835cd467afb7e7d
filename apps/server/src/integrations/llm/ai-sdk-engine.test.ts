import type { LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AssistantTool, AssistantTurnInput } from './assistant-engine.ts';
import { createAiSdkAssistantEngine, inUsersWords, toModelMessages } from './ai-sdk-engine.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function toolCall(id: string, toolName: string, input: unknown): LanguageModelV4GenerateResult {
  return {
    content: [{ type: 'tool-call', toolCallId: id, toolName, input: JSON.stringify(input) }],
    finishReason: { unified: 'tool-calls', raw: undefined },
    usage,
    warnings: [],
  };
}

function text(value: string): LanguageModelV4GenerateResult {
  return {
    content: [{ type: 'text', text: value }],
    finishReason: { unified: 'stop', raw: undefined },
    usage,
    warnings: [],
  };
}

const SpacesBody = z.object({ availableSpaces: z.number().int().min(0) });

/** A tool like the conversations module builds: validates with the REST schema, then writes. */
function spacesTool(written: unknown[]): AssistantTool {
  return {
    name: 'EditChildcareProvider',
    description: 'Saves the spaces',
    title: 'saving your spaces',
    inputSchema: SpacesBody,
    execute: (input) => {
      const parsed = SpacesBody.safeParse(input);
      if (!parsed.success) return Promise.resolve({ ok: false, error: parsed.error.message });
      written.push(parsed.data);
      return Promise.resolve({ ok: true, result: '{"saved":true}' });
    },
  };
}

const clientTool: AssistantTool = {
  name: 'ClientHandled_CollectScheduleAvailabilities',
  description: 'Shows the availability picker',
  title: 'the schedule picker',
  inputSchema: z.object({}),
};

function turn(tools: AssistantTool[]): AssistantTurnInput {
  return {
    assistantId: 'broadcast-onboarding-licenced-childcare-provider',
    systemPrompt: 'You help providers.',
    messages: [{ role: 'user', content: 'I have 4 spaces', hiddenContent: null }],
    tools,
    context: { today: '2026-11-23', firstName: 'Ada', profile: null },
  };
}

describe('the AI SDK engine', () => {
  it('runs a tool call through execute and completes with the closing text', async () => {
    const written: unknown[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: [toolCall('c1', 'EditChildcareProvider', { availableSpaces: 4 }), text('Saved.')],
    });
    const result = await createAiSdkAssistantEngine(model).reply(turn([spacesTool(written)]));
    expect(written).toEqual([{ availableSpaces: 4 }]);
    expect(result).toEqual({
      text: 'Saved.',
      toolCalls: [{ name: 'EditChildcareProvider', result: '{"saved":true}' }],
      usage: { inputTokens: 20, outputTokens: 10 },
    });
    // The model saw the system prompt with today's facts, and the tool's JSON Schema.
    const first = model.doGenerateCalls[0];
    expect(JSON.stringify(first?.prompt)).toContain('Today is 2026-11-23 in Toronto.');
    expect(JSON.stringify(first?.tools)).toContain('availableSpaces');
  });

  it('answers an invalid tool input back to the model as an error and writes nothing', async () => {
    const written: unknown[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCall('c1', 'EditChildcareProvider', { availableSpaces: -3 }),
        toolCall('c2', 'EditChildcareProvider', { availableSpaces: 3 }),
        text('Done.'),
      ],
    });
    const result = await createAiSdkAssistantEngine(model).reply(turn([spacesTool(written)]));
    expect(written).toEqual([{ availableSpaces: 3 }]);
    expect(result.toolCalls).toHaveLength(2);
    expect(result.toolCalls[0]?.result).toMatch(/^Error: .*availableSpaces/s);
    // The second model call received the first call's error as the tool's output.
    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).toContain('Error: ');
  });

  it('ends the turn at a client-handled tool, whose result the client gives later', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [toolCall('c1', clientTool.name, {}), text('never asked for')],
    });
    const result = await createAiSdkAssistantEngine(model).reply(turn([clientTool]));
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(result.toolCalls).toEqual([{ name: clientTool.name, result: '' }]);
  });

  it('stops a model that keeps calling tools at the step cap', async () => {
    const written: unknown[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: toolCall('c', 'EditChildcareProvider', { availableSpaces: -1 }),
    });
    const result = await createAiSdkAssistantEngine(model).reply(turn([spacesTool(written)]));
    expect(model.doGenerateCalls).toHaveLength(6);
    expect(written).toEqual([]);
    expect(result.toolCalls.every((call) => call.result.startsWith('Error: '))).toBe(true);
  });
});

/** A model step streamed in `parts` (text pieces, or a tool call when an object). */
function streamStep(parts: readonly (string | { toolName: string; input: unknown })[]) {
  const chunks: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  let calls = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      chunks.push({ type: 'text-delta', id: 't', delta: part });
    } else {
      calls += 1;
      chunks.push({
        type: 'tool-call',
        toolCallId: `c${String(calls)}`,
        toolName: part.toolName,
        input: JSON.stringify(part.input),
      });
    }
  }
  const hasText = parts.some((part) => typeof part === 'string');
  return {
    stream: simulateReadableStream({
      chunks: [
        ...(hasText ? [{ type: 'text-start' as const, id: 't' }] : []),
        ...chunks,
        ...(hasText ? [{ type: 'text-end' as const, id: 't' }] : []),
        {
          type: 'finish' as const,
          finishReason: {
            unified: calls > 0 ? ('tool-calls' as const) : ('stop' as const),
            raw: undefined,
          },
          usage,
        },
      ],
    }),
  };
}

describe('the AI SDK engine, streaming', () => {
  it('hands on the text as the model writes it, steps set apart, and returns the same turn as whole', async () => {
    const written: unknown[] = [];
    const model = new MockLanguageModelV4({
      doStream: [
        streamStep([
          'Let me ',
          'save that.',
          { toolName: 'EditChildcareProvider', input: { availableSpaces: 4 } },
        ]),
        streamStep(['Saved', ' your spaces.']),
      ],
    });
    const deltas: string[] = [];
    const reply = await createAiSdkAssistantEngine(model).reply({
      ...turn([spacesTool(written)]),
      onTextDelta: (delta) => deltas.push(delta),
    });
    expect(deltas).toEqual(['Let me ', 'save that.', '\n\n', 'Saved', ' your spaces.']);
    expect(reply.text).toBe('Let me save that.\n\nSaved your spaces.');
    expect(reply.toolCalls).toEqual([{ name: 'EditChildcareProvider', result: '{"saved":true}' }]);
    expect(written).toEqual([{ availableSpaces: 4 }]);
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('fails the turn when the stream breaks, after the pieces already handed on', async () => {
    const model = new MockLanguageModelV4({
      doStream: {
        stream: simulateReadableStream<LanguageModelV4StreamPart>({
          chunks: [
            { type: 'stream-start', warnings: [] },
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'We serve ' },
            { type: 'error', error: new Error('overloaded') },
          ],
        }),
      },
    });
    const deltas: string[] = [];
    await expect(
      createAiSdkAssistantEngine(model).reply({
        ...turn([]),
        onTextDelta: (delta) => deltas.push(delta),
      }),
    ).rejects.toThrow('overloaded');
    expect(deltas).toEqual(['We serve ']);
  });
});

describe('the AI SDK engine and the rules our code keeps', () => {
  const savesProfile = (written: unknown[]): AssistantTool => ({
    ...spacesTool(written),
    needsConfirmation: true,
  });
  const history = (...contents: [string, string][]): AssistantTurnInput['messages'] =>
    contents.map(([role, content]) => ({
      role: role === 'user' ? 'user' : 'assistant',
      content,
      hiddenContent: null,
    }));

  it('runs a completion tool only after a yes to a summary, and keeps a refused call out of the chat', async () => {
    const written: unknown[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCall('c1', 'EditChildcareProvider', { availableSpaces: 4 }),
        text('Here is what I have: 4 spaces. Shall I save this?'),
      ],
    });
    const early = await createAiSdkAssistantEngine(model).reply({
      ...turn([savesProfile(written)]),
      messages: history(['assistant', 'How many spaces?'], ['user', 'I have 4 spaces']),
    });
    expect(written).toEqual([]);
    expect(early.toolCalls).toEqual([]);
    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).toContain(
      'the user has not confirmed',
    );

    const confirmed = new MockLanguageModelV4({
      doGenerate: [toolCall('c2', 'EditChildcareProvider', { availableSpaces: 4 }), text('Saved.')],
    });
    const saved = await createAiSdkAssistantEngine(confirmed).reply({
      ...turn([savesProfile(written)]),
      messages: history(
        ['user', 'I have 4 spaces'],
        ['assistant', 'Here is what I have: 4 spaces. Shall I save this?'],
        ['user', 'Yes please'],
      ),
    });
    expect(written).toEqual([{ availableSpaces: 4 }]);
    expect(saved.toolCalls).toEqual([{ name: 'EditChildcareProvider', result: '{"saved":true}' }]);
  });

  it('never shows a tool name or a note of a past call in the reply', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: text(
        'ClientHandled_CollectScheduleAvailabilities: done\n\n[Called the tool EditChildcareProvider; it answered: {"ageGroups":[1]}]\n\nPlease choose your hours in `ClientHandled_CollectScheduleAvailabilities`.',
      ),
    });
    const result = await createAiSdkAssistantEngine(model).reply(
      turn([clientTool, spacesTool([])]),
    );
    expect(result.text).toBe('Please choose your hours in the schedule picker.');
    expect(inUsersWords('Calling EditChildcareProvider now.', [spacesTool([])])).toBe(
      'Calling saving your spaces now.',
    );
  });

  it('tells the model not to greet again in a conversation under way', async () => {
    const model = new MockLanguageModelV4({ doGenerate: text('How many spaces?') });
    await createAiSdkAssistantEngine(model).reply({
      ...turn([]),
      messages: history(['user', 'Hi'], ['assistant', 'Hello! What is your name?'], ['user', 'Hi']),
    });
    expect(JSON.stringify(model.doGenerateCalls[0]?.prompt)).toContain(
      'do not greet or introduce yourself again',
    );
  });
});

describe('toModelMessages', () => {
  it('joins a user message with its hidden tool data and notes past tool calls', () => {
    expect(
      toModelMessages([
        { role: 'assistant', content: 'When are you open?', hiddenContent: null },
        { role: 'tool', content: 'ClientHandled_CollectScheduleAvailabilities', hiddenContent: '' },
        {
          role: 'user',
          content: '',
          hiddenContent: 'My preferred schedule availability: Monday - Morning',
        },
        { role: 'tool', content: 'EditChildcareProvider', hiddenContent: '{"saved":true}' },
      ]),
    ).toEqual([
      { role: 'assistant', content: 'When are you open?' },
      {
        role: 'assistant',
        content: '[Called the tool ClientHandled_CollectScheduleAvailabilities]',
      },
      { role: 'user', content: 'My preferred schedule availability: Monday - Morning' },
      {
        role: 'assistant',
        content: '[Called the tool EditChildcareProvider; it answered: {"saved":true}]',
      },
    ]);
  });
});
