import { z } from 'zod';
import { safeText } from './safe-text.ts';

/*
 * The content schema of each field that carries JSON as a string (a survey's `surveyData`): the
 * server's API document shows it as the field's `contentSchema`, and the server checks that every
 * string inside it carries the safe-text rule too, since those strings reach the database once
 * parsed.
 */
const contentOf = new WeakMap<z.core.$ZodType, z.ZodType>();

/** The content schema of a field made by `jsonText`; undefined for any other schema. */
export function jsonTextContent(schema: z.core.$ZodType): z.ZodType | undefined {
  return contentOf.get(schema);
}

export interface JsonTextOptions {
  maxLength: number;
  /** The 400's message when the text is not JSON of the content's shape. */
  message: string;
}

function parsesAs(content: z.ZodType, text: string): boolean {
  try {
    return content.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * A string field holding JSON that `content` accepts. The text itself may be pretty-printed
 * (multi-line safe text); what it encodes must pass `content`, whose own strings must be safe
 * text: a JSON escape such as `\u0000` is printable as text but is a NUL once parsed.
 */
export function jsonText(content: z.ZodType, { maxLength, message }: JsonTextOptions): z.ZodString {
  const schema = safeText(z.string().max(maxLength), { multiLine: true })
    .refine((text) => parsesAs(content, text), { error: message })
    .meta({ contentMediaType: 'application/json' });
  contentOf.set(schema, content);
  return schema;
}
