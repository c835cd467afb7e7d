import { conversationFeatures, isSafeText } from '@kinderwait/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getTableConfig, PgArray, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { requestJsonSchema } from '../http/request-json-schema.ts';
import type { JsonSchema } from '../http/request-json-schema.ts';
import { textWithoutRule } from '../http/request-text-rule.ts';
import { withSafeText } from '../integrations/llm/create-assistant-engine.ts';
import type { PaymentProvider } from '../integrations/payments/payment-provider.ts';
import {
  checkedOwnedNumber,
  webhookParams,
} from '../integrations/telephony/telephony-text-guard.ts';
import { refusingUnsafeText } from '../integrations/payments/payment-text-guard.ts';
import { jobErrorText } from '../jobs/job-queue.ts';
import { parseLicensedCentresCsv } from '../modules/childcare-providers/licensed-centres-csv.ts';
import { assistantTools } from '../modules/conversations/assistant-tools.ts';
import { cleanFileName, cleanText } from '../modules/knowledge-base/document-text.ts';
import { readHtml } from '../modules/knowledge-base/website-crawl.ts';
import {
  storedAnswerText,
  storedMessage,
  storedSources,
  storedState,
} from '../modules/voice-agent/stored-answer.ts';
import type { OutsideSource, TextSource } from '../test/stored-text-sources.ts';
import { storedTextSources } from '../test/stored-text-sources.ts';
import { forEachDatabase } from '../test/test-app.ts';
import type { Operation, SchemaNode } from '../test/fuzz/openapi-operations.ts';
import {
  isSchemaNode,
  propertiesOf,
  readOperations,
  resolver,
  schemaAt,
  schemasAt,
} from '../test/fuzz/openapi-operations.ts';
import * as schema from './schema.ts';

/*
 * Every stored text column has the text rule (docs/product/platform.md#text-we-accept) in front
 * of it: this test walks the tables, finds each text column's sources in
 * test/stored-text-sources.ts and checks the rule at each source. A new column fails here until
 * its source is named.
 */

const textTypes = new Set(['PgText', 'PgVarchar', 'PgChar', 'PgJsonb', 'PgJson']);

function isText(column: PgColumn): boolean {
  const base = column instanceof PgArray ? column.baseColumn : column;
  return textTypes.has(base.columnType);
}

/** Every text, JSON and text-array column, as `table.column`. */
function storedTextColumns(): string[] {
  return Object.values(schema)
    .filter((table) => table instanceof PgTable)
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.filter(isText).map((column) => `${config.name}.${column.name}`);
    });
}

/** The node at `path` (`.name`, `[]`, `(json)` segments) under `node`, through alternatives (anyOf, oneOf). */
function nodeAt(resolve: (node: SchemaNode) => SchemaNode, node: SchemaNode, path: string) {
  let current: SchemaNode | undefined = resolve(node);
  for (const [segment] of path.matchAll(/\.[^.[(]+|\[\]|\(json\)/g)) {
    if (current === undefined) return undefined;
    const options: SchemaNode[] = [
      current,
      ...schemasAt(current, 'anyOf'),
      ...schemasAt(current, 'oneOf'),
    ].map(resolve);
    const next: SchemaNode | undefined =
      segment === '[]'
        ? options.map((option) => schemaAt(option, 'items')).find(Boolean)
        : segment === '(json)'
          ? options.map((option) => schemaAt(option, 'contentSchema')).find(Boolean)
          : options
              .flatMap((option) => propertiesOf(option))
              .find(([name]) => name === segment.slice(1))?.[1];
    current = next === undefined ? undefined : resolve(next);
  }
  return current;
}

function requestFieldNode(
  operations: readonly Operation[],
  resolve: (node: SchemaNode) => SchemaNode,
  source: string,
): SchemaNode | undefined {
  const [method, path, field = ''] = source.split(' ');
  const operation = operations.find((one) => one.key === `${method ?? ''} ${path ?? ''}`);
  if (operation === undefined) return undefined;
  const [, part = '', rest = ''] = /^(body|query|path)(.*)$/.exec(field) ?? [];
  if (part === 'body')
    return operation.body === undefined ? undefined : nodeAt(resolve, operation.body, rest);
  const [, name = '', after = ''] = /^\.(\w+)(.*)$/.exec(rest) ?? [];
  const parameter = operation.parameters.find(
    (one) => one.name === name && (one.in === 'path') === (part === 'path'),
  );
  return parameter === undefined ? undefined : nodeAt(resolve, parameter.schema, after);
}

/** The assistant tools' input schemas, by tool name. */
function toolInputs(): Map<string, JsonSchema> {
  const actor = {
    user: { id: '00000000-0000-4000-8000-000000000000', email: 'a@b.ca' },
    role: null,
  };
  const services = {
    childcareProviders: { editOwnProfile: () => Promise.reject(new Error('not called')) },
    voiceAssistants: { createOwn: () => Promise.reject(new Error('not called')) },
    voiceAssistantCreated: () => Promise.resolve(),
  };
  return new Map(
    conversationFeatures.flatMap((feature) =>
      assistantTools(feature, actor, services).map(
        (tool) => [tool.name, requestJsonSchema(tool.inputSchema)] as const,
      ),
    ),
  );
}

const unsafe = 'a\u0000b\ud800c\u0085';
const cityRow =
  'X_id,LOC_ID,LOC_NAME,AUSPICE,ADDRESS,PCODE,ward,PHONE,bldg_type,BLDGNAME,IGSPACE,TGSPACE,PGSPACE,KGSPACE,SGSPACE,TOTSPACE,subsidy,run_date,cwelcc_flag,geometry\n' +
  `1,7,${unsafe},${unsafe},${unsafe},M8V 3B5,3,${unsafe},${unsafe},${unsafe},0,0,10,0,0,10,Y,19APR24,N,"{'type': 'MultiPoint', 'coordinates': [[-79.5, 43.6]]}"\n`;

/** Each outside source's guard, shown to stop unsafe text: true when it does. */
const outsideGuards: Record<OutsideSource, () => Promise<boolean>> = {
  telephony: () => {
    // The form's percent-encoding of a NUL and a C1 control (a lone surrogate cannot be encoded).
    const refusedWebhook = webhookParams('CallSid=a%00b%C2%85') === null;
    let refusedAnswer = false;
    try {
      checkedOwnedNumber({ id: unsafe, number: unsafe });
    } catch {
      refusedAnswer = true;
    }
    return Promise.resolve(refusedWebhook && refusedAnswer);
  },
  assistant: async () => {
    const engine = withSafeText({
      reply: () =>
        Promise.resolve({
          text: unsafe,
          toolCalls: [{ name: unsafe, result: unsafe }],
          usage: { inputTokens: 0, outputTokens: 0 },
        }),
    });
    const turn = await engine.reply({
      assistantId: 'a',
      systemPrompt: '',
      messages: [],
      tools: [],
      context: { today: '2026-11-23', firstName: null, profile: null },
    });
    return [turn.text, ...turn.toolCalls.flatMap((call) => [call.name, call.result])].every(
      (text) => isSafeText(text, { multiLine: true }),
    );
  },
  payments: async () => {
    const processor: PaymentProvider = {
      kind: 'stripe',
      customerPortal: true,
      createCheckout: () => Promise.resolve({ providerSessionId: unsafe, url: unsafe }),
      readWebhook: () =>
        Promise.resolve({
          type: 'ignored',
          eventId: unsafe,
          occurredAt: new Date(0),
          providerType: unsafe,
        }),
      setCancelAtPeriodEnd: () => Promise.resolve(null),
      customerPortalUrl: () => Promise.resolve(unsafe),
      expireCheckout: () => Promise.resolve(),
      refundCheckout: () => Promise.resolve({ providerPaymentId: unsafe, settled: true }),
    };
    const guarded = refusingUnsafeText(processor);
    const refused = await Promise.all(
      [guarded.readWebhook('{}', 'signature'), guarded.customerPortalUrl('c', 'u')].map((call) =>
        call.then(
          () => false,
          () => true,
        ),
      ),
    );
    return refused.every(Boolean);
  },
  'city-import': () => {
    const { centres } = parseLicensedCentresCsv(cityRow);
    const texts = centres.flatMap((centre) => [
      centre.name,
      centre.auspice,
      centre.address,
      centre.phone,
      centre.buildingType,
      centre.buildingName,
    ]);
    return Promise.resolve(
      centres.length === 1 && texts.every((text) => text === null || isSafeText(text)),
    );
  },
  'job-errors': () =>
    Promise.resolve(isSafeText(jobErrorText(new Error(unsafe)), { multiLine: true })),
  'voice-answer': () => Promise.resolve(voiceAnswerIsSafe()),
  'knowledge-base': () => {
    const page = readHtml(
      `<html><head><title>${unsafe}</title></head><body><p>${unsafe}</p></body></html>`,
      new URL('https://example.com/'),
    );
    return Promise.resolve(
      isSafeText(cleanFileName(unsafe, 'key')) &&
        [cleanText(unsafe), page.title, page.text].every((text) =>
          isSafeText(text, { multiLine: true }),
        ),
    );
  },
};

function voiceAnswerIsSafe(): boolean {
  const sources = storedSources([
    { kind: 'passage', itemKey: unsafe, itemName: unsafe, sourceUrl: unsafe, excerpt: unsafe },
    { kind: 'fact', name: unsafe, value: unsafe },
  ]);
  const state = storedState({ message: { name: unsafe }, list: [unsafe] });
  const message = storedMessage({
    name: unsafe,
    callbackNumber: '+14165550123',
    childAge: unsafe,
    question: unsafe,
  });
  return (
    isSafeText(storedAnswerText(unsafe), { multiLine: true }) &&
    sources.every((source) =>
      Object.values(source).every(
        (value) => typeof value !== 'string' || isSafeText(value, { multiLine: true }),
      ),
    ) &&
    isSafeText(JSON.stringify(state)) &&
    message === null
  );
}

function describeSource(source: TextSource): string {
  return JSON.stringify(source);
}

describe('every stored text column', () => {
  const columns = storedTextColumns();

  it('has its sources named, and only existing columns are named', () => {
    expect(columns.length).toBeGreaterThan(100);
    expect(columns.filter((column) => !(column in storedTextSources))).toEqual([]);
    expect(Object.keys(storedTextSources).filter((column) => !columns.includes(column))).toEqual(
      [],
    );
  });

  it('copied from other stored text only from columns that are themselves covered', () => {
    const uncovered = Object.entries(storedTextSources).flatMap(([column, sources]) =>
      sources.flatMap((source) =>
        'stored' in source
          ? source.stored.filter((from) => from === column || !(from in storedTextSources))
          : [],
      ),
    );
    expect(uncovered).toEqual([]);
  });

  it('written by an assistant tool only from input that carries the text rule', () => {
    const inputs = toolInputs();
    const wrong = Object.values(storedTextSources).flatMap((sources) =>
      sources.flatMap((source) =>
        'tool' in source
          ? source.tool.filter((field) => {
              const [tool = '', path = ''] = field.split(' ');
              const input = inputs.get(tool);
              const node =
                input === undefined ? undefined : nodeAt((node) => node, input, `.${path}`);
              return node === undefined || textWithoutRule(node, field).length > 0;
            })
          : [],
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('fed from outside only through a guard that stops unsafe text', async () => {
    const used = new Set(
      Object.values(storedTextSources).flatMap((sources) =>
        sources.flatMap((source) => ('outside' in source ? [source.outside] : [])),
      ),
    );
    const failing: string[] = [];
    for (const source of used) if (!(await outsideGuards[source]())) failing.push(source);
    expect(failing).toEqual([]);
  });

  it('has no source but the ones above', () => {
    const kinds = new Set(['request', 'tool', 'outside', 'stored', 'server']);
    const odd = Object.values(storedTextSources)
      .flat()
      .filter((source) => Object.keys(source).some((key) => !kinds.has(key)))
      .map(describeSource);
    expect(odd).toEqual([]);
  });
});

forEachDatabase((t) => {
  it('written by the API only from fields that carry the text rule in its document', () => {
    const document: unknown = t.app().swagger();
    if (!isSchemaNode(document)) throw new Error('no OpenAPI document');
    const resolve = resolver(document);
    const operations = readOperations(document);
    const wrong = Object.entries(storedTextSources).flatMap(([column, sources]) =>
      sources.flatMap((source) =>
        'request' in source
          ? source.request.flatMap((field) => {
              const node = requestFieldNode(operations, resolve, field);
              if (node === undefined) return [`${column}: ${field} is not in the document`];
              return textWithoutRule(node, field).map((path) => `${column}: ${path} has no rule`);
            })
          : [],
      ),
    );
    expect(wrong).toEqual([]);
  });
});
