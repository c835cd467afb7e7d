import type { LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { beforeAll, expect, it } from 'vitest';
import { createAiSdkAssistantEngine } from '../../../integrations/llm/ai-sdk-engine.ts';
import { withSafeText } from '../../../integrations/llm/create-assistant-engine.ts';
import {
  voiceAnsweringToolNames,
  voiceFactNames,
} from '../../../integrations/llm/voice-answering.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { addDocument, firstTurn, providerWithCentre } from '../../../test/voice-eval-centre.ts';
import { evalCentreProfile } from '../eval/eval-centre.ts';
import { answeringTools } from './answering-tools.ts';
import { readLiveFacts } from './live-facts.ts';
import { createVoiceAnswerer } from './voice-answerer.service.ts';

/**
 * The answering engine with an AI SDK model (a scripted mock): the model's tools reach only this
 * provider's passages and facts, and the spoken rules hold on whatever the model writes.
 */
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const toolCall = (id: string, toolName: string, input: unknown): LanguageModelV4GenerateResult => ({
  content: [{ type: 'tool-call', toolCallId: id, toolName, input: JSON.stringify(input) }],
  finishReason: { unified: 'tool-calls', raw: undefined },
  usage,
  warnings: [],
});
const text = (value: string): LanguageModelV4GenerateResult => ({
  content: [{ type: 'text', text: value }],
  finishReason: { unified: 'stop', raw: undefined },
  usage,
  warnings: [],
});

forEachDatabase((t) => {
  let maple: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    const app = t.app();
    const centre = { ...evalCentreProfile, address: '412 Logan Ave', phone: '+14165550123' };
    maple = (await providerWithCentre(app, centre)).user;
    other = (await providerWithCentre(app, { ...centre, locId: 990499 })).user;
    await addDocument(
      app,
      maple,
      'meals',
      'meals.md',
      Buffer.from('Meals\n\nWe serve a hot lunch.'),
    );
    await addDocument(app, other, 'meals', 'meals.md', Buffer.from('Meals\n\nWe serve sushi.'));
  });

  const answererWith = (model: MockLanguageModelV4) =>
    createVoiceAnswerer({
      ...t.app().services,
      engine: withSafeText(createAiSdkAssistantEngine(model)),
      publicOrigin: 'https://kinderwait.example',
    });

  it("grounds the model in this provider's passages and facts, then keeps the spoken rules", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCall('c1', voiceAnsweringToolNames.search, { query: 'lunch' }),
        toolCall('c2', voiceAnsweringToolNames.facts, { names: ['fees'] }),
        text(
          'We serve a hot lunch. Fees are $46.50 a day. We will hold a spot for your son. Anything else? Bye.',
        ),
      ],
    });
    const answer = await answererWith(model).answer(firstTurn(maple.id, 'Is lunch served?'));
    expect(answer.text).toBe(
      "You're speaking with Riverdale Maple Child Care Centre's automated assistant. We serve a hot lunch. Fees are $46.50 a day.",
    );
    expect(answer.sources).toEqual([
      {
        kind: 'passage',
        itemKey: 'meals',
        itemName: 'meals.md',
        sourceUrl: null,
        excerpt: 'Meals\n\nWe serve a hot lunch.',
      },
      { kind: 'fact', name: 'fees', value: '$46.50 a day' },
    ]);
    // The model read the grounding rule, and only this provider's passage.
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain('Never state a number, date, price or time that is not in them');
    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).not.toContain('sushi');
  });

  it("gives the engine the centre's facts only: nothing of any family", async () => {
    const record = { facts: new Map(), passages: [], transferred: false, message: null };
    const [lookUp] = answeringTools(
      {
        facts: () =>
          readLiveFacts({ ...t.app().services, publicOrigin: 'https://k.example' }, maple.id),
        search: () => Promise.resolve([]),
        redirectPhoneNumber: '',
        canPassCall: true,
      },
      record,
      () => '',
    );
    const outcome = await lookUp?.execute?.({});
    expect(outcome?.ok).toBe(true);
    const facts = JSON.parse(outcome?.ok === true ? outcome.result : '{}') as object;
    expect(Object.keys(facts).sort()).toEqual([...voiceFactNames, 'spoken'].sort());
  });

  it('takes a whole message the model gathered at once, the number read as E.164', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCall('c1', voiceAnsweringToolNames.message, {
          name: 'Sam Roy',
          callbackNumber: '(647) 555-0199',
          childAge: '3 years',
          question: 'Is there a sibling discount?',
        }),
        text('Done.'),
      ],
    });
    const answer = await answererWith(model).answer(firstTurn(maple.id, 'Please take a message'));
    expect(answer).toMatchObject({
      outcome: 'message_taken',
      ended: true,
      message: {
        name: 'Sam Roy',
        callbackNumber: '+16475550199',
        childAge: '3 years',
        question: 'Is there a sibling discount?',
      },
    });
  });

  it('asks for what a message still lacks when the model began it with part of it', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [toolCall('c1', voiceAnsweringToolNames.message, { name: 'Sam Roy' }), text('')],
    });
    const answer = await answererWith(model).answer(firstTurn(maple.id, "I'm Sam, take a message"));
    expect(answer.text).toMatch(/I can take a message for the centre\. What number should/);
    expect(answer.state).toEqual({
      disclosed: true,
      message: { name: 'Sam Roy', callbackNumber: null, childAge: null, question: null },
    });
  });
});
