import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface ResponseSerializerOptions {
  /**
   * Also check every response against its contract schema before sending (a mismatch is a 500,
   * as with the zod serializer). On outside production, so every API test checks the shapes.
   */
  checkResponses: boolean;
}

type ZodSchema = z.core.$ZodType;

/**
 * Responses written from their contract schema by fast-json-stringify, compiled once per route:
 * only the properties the schema declares are written, so nothing a service returns beyond the
 * contract leaves the server, as with zod's own serializer. That one validates and re-builds every
 * value before `JSON.stringify`, about a third of the matches endpoint's CPU (the
 * `npm run bench:match` profile: 50 providers of 30 fields each). A schema JSON Schema cannot
 * express (a transform) keeps zod's serializer.
 */
export function createResponseSerializerCompiler({
  checkResponses,
}: ResponseSerializerOptions): FastifySerializerCompiler<ZodSchema> {
  return (route) => {
    const zodSerializer = zodSerializerCompiler(route);
    const stringify = compileStringify(route.schema);
    if (stringify === undefined) return zodSerializer;
    if (!checkResponses) return stringify;
    return (data) => {
      // Throws ResponseSerializationError, as in production before this serializer.
      zodSerializer(data);
      return stringify(data);
    };
  };
}

type Stringify = (data: unknown) => string;

/**
 * Compiled writers by schema object. Compiling is most of an app's start (about 1 s of 1.3 for
 * every route's responses), and the contract's schemas are shared module constants: each app a
 * process builds after the first (a test file's, or several in one file) reuses the writers. A
 * writer is a pure function of its schema (zod schemas are immutable), so sharing changes nothing
 * it writes. `null`: JSON Schema cannot express the schema.
 */
const compiled = new WeakMap<ZodSchema, Stringify | null>();

function compileStringify(schema: ZodSchema): Stringify | undefined {
  if (!(schema instanceof z.core.$ZodType)) return undefined;
  const known = compiled.get(schema);
  if (known !== undefined) return known ?? undefined;
  const stringify = compileNew(schema);
  compiled.set(schema, stringify ?? null);
  return stringify;
}

function compileNew(schema: ZodSchema): Stringify | undefined {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      // Each route's schema stands alone: a shared schema is written inline, not as a $ref.
      reused: 'inline',
      cycles: 'ref',
    });
  } catch {
    return undefined;
  }
  const stringify = fastJson(jsonSchema);
  // Typed `any` for a schema only known at run time; it always writes a string.
  return (data) => String(stringify(data));
}
