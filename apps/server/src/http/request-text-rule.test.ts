import { jsonText, safeText, safeTextPatterns } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forEachDatabase } from '../test/test-app.ts';
import { requestJsonSchema } from './request-json-schema.ts';
import { routeTextWithoutRule, textWithoutRule } from './request-text-rule.ts';

const at = (schema: z.ZodType): string[] => textWithoutRule(requestJsonSchema(schema), 'body');

describe('the request text rule', () => {
  it('passes text carrying the safe-text pattern, a printable format or fixed safe values', () => {
    const body = z.object({
      name: safeText(z.string().trim().max(60)),
      note: safeText(z.string(), { multiLine: true }).optional(),
      link: safeText(z.url()),
      id: z.uuid(),
      email: z.email(),
      day: z.iso.date(),
      kind: z.enum(['a', 'b']),
      tags: z.array(safeText(z.string())).max(3),
      count: z.number().int(),
      either: z.union([safeText(z.string()), z.array(z.uuid())]),
    });
    expect(at(body)).toEqual([]);
  });

  it('names every string that lets a control character through, wherever it is', () => {
    const body = z.object({
      name: z.string().max(60),
      link: z.url(),
      code: z.string().regex(/^[a-z]+$/),
      nested: z.object({ items: z.array(z.string()) }),
      keyed: z.record(safeText(z.string()), z.string()),
      anything: z.unknown(),
      odd: z.enum(['ok', 'bad\u0000']),
    });
    expect(at(body)).toEqual([
      'body.name',
      'body.link',
      'body.code',
      'body.nested.items[]',
      'body.keyed.*',
      'body.anything',
      'body.odd',
    ]);
  });

  it('looks inside JSON sent as text, whose strings reach the database once parsed', () => {
    const Answers = z.array(z.object({ text: safeText(z.string()), answer: z.string() }));
    const body = z.object({ data: jsonText(Answers, { maxLength: 1000, message: 'bad' }) });
    const schema = requestJsonSchema(body);
    expect(schema.properties).toMatchObject({
      data: {
        pattern: safeTextPatterns.multiLine.source,
        contentMediaType: 'application/json',
        contentSchema: { type: 'array' },
      },
    });
    expect(textWithoutRule(schema, 'body')).toEqual(['body.data(json)[].answer']);
  });

  it('reads the path, query and body of a route', () => {
    expect(
      routeTextWithoutRule({
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ q: z.string() }),
        body: z.object({ text: z.string() }),
      }),
    ).toEqual(['querystring.q', 'body.text']);
  });
});

forEachDatabase((t) => {
  it('keeps the app from starting with a route that lets unsafe text through', async () => {
    await expect(
      t.buildApp({
        setup: (app) => {
          app.post(
            '/api/test/unguarded',
            { schema: { body: z.object({ note: z.string() }) } },
            () => ({ ok: true }),
          );
        },
      }),
    ).rejects.toThrow(
      /POST \/api\/test\/unguarded: text reaches body\.note without the safe-text rule/,
    );
  });
});
