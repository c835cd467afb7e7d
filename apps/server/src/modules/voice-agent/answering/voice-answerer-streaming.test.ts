import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { RelayOutboundMessage } from '@kinderwait/contract';
import { MockLanguageModelV4 } from 'ai/test';
import { beforeAll, expect, it, vi } from 'vitest';
import { createAiSdkAssistantEngine } from '../../../integrations/llm/ai-sdk-engine.ts';
import { withSafeText } from '../../../integrations/llm/create-assistant-engine.ts';
import { voiceAnsweringToolNames } from '../../../integrations/llm/voice-answering.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { finishVoiceSetup } from '../../../test/fixtures/voice-agent-fixtures.ts';
import {
  addHandbook,
  handbookFact,
  startPhoneConversation,
} from '../../../test/fixtures/voice-relay-fixtures.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { createRelaySession } from '../relay/relay-session.ts';
import { failureText } from '../relay/relay-words.ts';
import { createVoiceRelayService } from '../relay/voice-relay.service.ts';
import { findConversation, turnsOf } from '../voice-agent.repository.ts';
import { createVoiceAnswerer } from './voice-answerer.service.ts';

/**
 * A live call answered by an AI SDK model that streams (a mock whose stream the test feeds by
 * hand): the relay speaks each sentence as the model finishes it, with the same tools and spoken
 * rules; a stream that breaks mid-answer turns into the message-taking.
 */
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A model stream the test writes to as it goes. */
function handFedStream() {
  let controller: ReadableStreamDefaultController<LanguageModelV4StreamPart> | undefined;
  const stream = new ReadableStream<LanguageModelV4StreamPart>({
    start: (started) => {
      controller = started;
    },
  });
  const push = (...parts: LanguageModelV4StreamPart[]) => {
    for (const part of parts) controller?.enqueue(part);
  };
  return {
    result: { stream },
    text: (delta: string) => {
      push({ type: 'text-delta', id: 't1', delta });
    },
    start: () => {
      push({ type: 'stream-start', warnings: [] }, { type: 'text-start', id: 't1' });
    },
    end: () => {
      push(
        { type: 'text-end', id: 't1' },
        { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
      );
      controller?.close();
    },
    fail: (error: Error) => {
      push({ type: 'error', error });
      controller?.close();
    },
  };
}

/** The model's first step: a search of the knowledge base, all at once. */
const searchStep = () => ({
  stream: new ReadableStream<LanguageModelV4StreamPart>({
    start: (controller) => {
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({
        type: 'tool-call',
        toolCallId: 'c1',
        toolName: voiceAnsweringToolNames.search,
        input: JSON.stringify({ query: 'indoor shoes' }),
      });
      controller.enqueue({
        type: 'finish',
        finishReason: { unified: 'tool-calls', raw: undefined },
        usage,
      });
      controller.close();
    },
  }),
});

forEachDatabase((t) => {
  let provider: TestUser;

  beforeAll(async () => {
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    await finishVoiceSetup(t.app(), provider);
    await addHandbook(t.app(), provider);
  });

  /** A phone call's relay session answered by `model`; what it sent and the faults it survived. */
  const callWith = async (model: MockLanguageModelV4) => {
    const app = t.app();
    const voiceAnswerer = createVoiceAnswerer({
      ...app.services,
      engine: withSafeText(createAiSdkAssistantEngine(model)),
      publicOrigin: 'https://kinderwait.example',
    });
    const relay = createVoiceRelayService({
      ...app.services,
      db: app.db,
      jobs: app.jobs,
      clock: () => new Date(),
      voiceAnswerer,
    });
    const conversationId = await startPhoneConversation(app, provider);
    const sent: RelayOutboundMessage[] = [];
    const faults: unknown[] = [];
    const session = createRelaySession({
      transport: { send: (message) => sent.push(message), close: () => undefined },
      open: () => relay.openPhoneCall(conversationId),
      acknowledgeAfterMs: 60_000,
      onFault: (error) => faults.push(error),
    });
    session.receive(
      JSON.stringify({
        type: 'setup',
        callSid: 'CA00000000000000000000000000000000',
        customParameters: { conversationId },
      }),
    );
    // The answers, without the French offer said after the greeting in its own language.
    const spoken = () =>
      sent
        .map((message) =>
          message.type === 'text' && message.lang === undefined ? message.token : '',
        )
        .join('');
    const ask = (voicePrompt: string) => {
      session.receive(JSON.stringify({ type: 'prompt', voicePrompt, lang: 'en-CA', last: true }));
    };
    return { session, sent, faults, spoken, ask, conversationId };
  };

  it('speaks the first sentence while the model is still writing, with the passage it searched', async () => {
    const answer = handFedStream();
    const model = new MockLanguageModelV4({ doStream: [searchStep(), answer.result] });
    const call = await callWith(model);
    call.ask('What do children bring?');

    answer.start();
    answer.text('Children bring indoor ');
    answer.text('shoes labelled with their name. Please ');
    // The first sentence is whole once the next word began: it is spoken before the stream ends.
    await vi.waitFor(() => {
      expect(call.spoken()).toContain(`${handbookFact} `);
    });
    expect(call.spoken()).toMatch(/^You're speaking with .*automated assistant\. Children /);
    const answerTokens = call.sent.filter(
      (message) => message.type !== 'text' || message.lang === undefined,
    );
    expect(answerTokens.every((message) => message.type === 'text' && !message.last)).toBe(true);
    expect(call.spoken()).not.toContain('Please');

    answer.text('bring a spare set of clothes too. We will guarantee you a spot.');
    answer.end();
    await call.session.settled();
    // The promise of a space is never said; the answer is closed once the stream ended.
    expect(call.spoken()).toMatch(
      /Children bring indoor shoes labelled with their name\. Please bring a spare set of clothes too\. $/,
    );
    expect(call.sent.at(-1)).toEqual({ type: 'text', token: '', last: true });
    expect(call.faults).toEqual([]);
    // The turn is kept as said, with the passage the model searched.
    const turns = await turnsOf(t.app().db, [call.conversationId]);
    expect(turns.map((turn) => turn.role)).toEqual(['caller', 'agent']);
    expect(turns[1]?.text).toBe(call.spoken().trim());
    expect(JSON.stringify(turns[1]?.sources)).toContain('Handbook.pdf');
  });

  it('after a stream that breaks mid-answer, says someone will call back and starts taking a message', async () => {
    const answer = handFedStream();
    const model = new MockLanguageModelV4({ doStream: [searchStep(), answer.result] });
    const call = await callWith(model);
    call.ask('What do children bring?');

    answer.start();
    answer.text('Children bring indoor shoes labelled with their name. They');
    await vi.waitFor(() => {
      expect(call.spoken()).toContain(`${handbookFact} `);
    });
    answer.fail(new Error('The model is overloaded'));
    await call.session.settled();

    expect(call.spoken()).toMatch(new RegExp(`name\\. ${failureText.replace(/[.?]/g, '\\$&')}$`));
    expect(call.faults).toEqual([expect.objectContaining({ message: 'The model is overloaded' })]);
    const conversation = await findConversation(t.app().db, provider.id, call.conversationId);
    expect(conversation?.state).toEqual({
      disclosed: true,
      message: { name: null, callbackNumber: null, childAge: null, question: null },
    });
    const turns = await turnsOf(t.app().db, [call.conversationId]);
    expect(turns.at(-1)?.text).toBe(failureText);
  });
});
