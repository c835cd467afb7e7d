import { describe, expect, it } from 'vitest';
import type {
  AssistantEngine,
  AssistantTurnInput,
} from '../../integrations/llm/assistant-engine.ts';
import type { SummaryInput } from './conversation-summary.ts';
import { localSummary, voiceSummaryAssistantId, writeSummary } from './conversation-summary.ts';

const transferred: SummaryInput = {
  language: 'en',
  channel: 'phone',
  outcome: 'transferred',
  message: null,
  durationSeconds: 125,
  turns: [
    { role: 'caller', text: 'Do you have infant spaces?', sources: [] },
    {
      role: 'agent',
      text: 'We have two infant spaces from March.',
      sources: [{ kind: 'fact', name: 'ageGroups', value: 'Infant: 2 spaces' }],
    },
    { role: 'caller', text: 'And the fees?', sources: [] },
    {
      role: 'agent',
      text: 'Infants are $85 a day, as the handbook says.',
      sources: [
        { kind: 'fact', name: 'fees', value: '$85 a day' },
        {
          kind: 'passage',
          itemKey: 'h',
          itemName: 'Parent handbook.pdf',
          sourceUrl: null,
          excerpt: 'Infants $85',
        },
      ],
    },
    { role: 'caller', text: 'Can I talk to someone?', sources: [] },
  ],
};

const engineAnswering = (reply: () => Promise<string>, asked: AssistantTurnInput[] = []) =>
  ({
    reply: async (input) => {
      asked.push(input);
      return { text: await reply(), toolCalls: [], usage: { inputTokens: 1, outputTokens: 1 } };
    },
  }) satisfies AssistantEngine;

describe('the after-call summary', () => {
  it('sums up from the topics the answers used, the handoff and the length, the same each time', () => {
    const expected =
      'Phone call, 3 minutes. The caller asked about spaces, fees and what “Parent handbook” says. ' +
      'The caller was passed to a person at the centre.';
    expect(localSummary(transferred)).toBe(expected);
    expect(localSummary(transferred)).toBe(expected);
  });

  it("writes in the provider's language: a French-speaking provider reads French", () => {
    expect(
      localSummary({
        ...transferred,
        language: 'fr',
        message: {
          name: 'Amélie',
          callbackNumber: '+14165550123',
          childAge: '2 ans',
          question: 'Avez-vous une place?',
        },
      }),
    ).toBe(
      'Appel téléphonique, 3 minutes. La personne a posé des questions sur les places, les frais ' +
        'et ce que dit « Parent handbook ». Message laissé par Amélie, à rappeler au +14165550123 : ' +
        'Avez-vous une place? L’appel a été transféré à une personne du service de garde.',
    );
  });

  it('tells the model which language to write the summary in', async () => {
    const asked: AssistantTurnInput[] = [];
    const engine = engineAnswering(() => Promise.resolve('Un parent a demandé les frais.'), asked);
    await writeSummary({ ...transferred, language: 'fr' }, engine, '2026-11-27', () => undefined);
    await writeSummary(transferred, engine, '2026-11-27', () => undefined);
    expect(asked[0]?.systemPrompt).toContain('Rédige le résumé en français canadien.');
    expect(asked[1]?.systemPrompt).toContain('Write the summary in English.');
  });

  it('quotes the first words when no answer used a source, and says so when nothing was said', () => {
    expect(
      localSummary({
        ...transferred,
        outcome: 'abandoned',
        durationSeconds: 20,
        turns: [{ role: 'caller', text: 'Hello?', sources: [] }],
      }),
    ).toBe(
      'Phone call, under a minute. The caller asked: “Hello?” The conversation ended before it was finished.',
    );
    expect(localSummary({ ...transferred, outcome: 'abandoned', turns: [] })).toContain(
      'The caller said nothing.',
    );
  });

  it('asks the model when an AI provider is configured, with the transcript, and keeps its words safe', async () => {
    const asked: AssistantTurnInput[] = [];
    const engine = engineAnswering(
      () =>
        Promise.resolve('  A parent asked about infant spaces\u0007 and fees; passed to staff. '),
      asked,
    );
    const summary = await writeSummary(transferred, engine, '2026-11-27', () => {
      throw new Error('no error expected');
    });
    expect(summary).toBe('A parent asked about infant spaces and fees; passed to staff.');
    expect(asked[0]?.assistantId).toBe(voiceSummaryAssistantId);
    expect(asked[0]?.tools).toEqual([]);
    expect(asked[0]?.messages[0]?.content).toContain('Caller: Can I talk to someone?');
    expect(asked[0]?.messages[0]?.content).toContain('Outcome: transferred');
  });

  it('falls back to the local summary when the model fails or says nothing', async () => {
    const errors: unknown[] = [];
    const failing = engineAnswering(() => Promise.reject(new Error('model down')));
    expect(await writeSummary(transferred, failing, '2026-11-27', (e) => errors.push(e))).toBe(
      localSummary(transferred),
    );
    const silent = engineAnswering(() => Promise.resolve('   '));
    expect(await writeSummary(transferred, silent, '2026-11-27', (e) => errors.push(e))).toBe(
      localSummary(transferred),
    );
    expect(errors).toHaveLength(2);
  });

  it('writes the local summary without asking anything when no AI provider is configured', async () => {
    expect(await writeSummary(transferred, null, '2026-11-27', () => undefined)).toBe(
      localSummary(transferred),
    );
  });
});
