import { jsonTextContent } from '@kinderwait/contract';
import { z } from 'zod';

/** A JSON Schema node, as zod writes it. */
export type JsonSchema = Readonly<Record<string, unknown>>;

const converted = new WeakMap<z.core.$ZodType, JsonSchema>();

/**
 * A request part's JSON Schema (its body, query or path parameters) as the API document shows it:
 * the input side of the zod schema (a field with a default may be left out), with the
 * `contentSchema` of each field that carries JSON as a string (rules/json-text.ts in the
 * contract). The request text rule (request-text-rule.ts) reads the same schema, so what it checks
 * is what the document says.
 */
export function requestJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const known = converted.get(schema);
  if (known !== undefined) return known;
  const json: Record<string, unknown> = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      const content = jsonTextContent(zodSchema);
      if (content !== undefined) jsonSchema.contentSchema = requestJsonSchema(content);
    },
  });
  // The document names its dialect once, not per schema.
  delete json.$schema;
  converted.set(schema, json);
  return json;
}
