import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';

/** Words that mean the same to the fake model: each group is one direction of its space. */
const synonymGroups: readonly (readonly string[])[] = [
  ['diaper', 'diapers', 'nappy', 'nappies'],
  ['meal', 'meals', 'lunch', 'food', 'snack', 'snacks'],
  ['nap', 'naps', 'sleep', 'rest', 'rests'],
  ['fee', 'fees', 'cost', 'costs', 'price', 'tuition'],
];
const dimensions = 64;

function wordHash(word: string): number {
  let hash = 2166136261;
  for (const character of word) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/**
 * The fake model's vector of `text`: a synonym group's words count in its group's direction,
 * every other word in a direction of its own (by hash). Deterministic, and not unit length
 * (the embedder scales it).
 */
export function fakeEmbedding(text: string): number[] {
  const vector: number[] = Array.from({ length: dimensions }, () => 0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const group = synonymGroups.findIndex((words) => words.includes(word));
    const index =
      group === -1
        ? synonymGroups.length + (wordHash(word) % (dimensions - synonymGroups.length))
        : group;
    vector[index] = (vector[index] ?? 0) + 1;
  }
  if (!vector.some((value) => value !== 0)) vector[dimensions - 1] = 1;
  return vector;
}

export interface FakeEmbeddingServer {
  /** The OpenAI-compatible base URL (`…/v1`). */
  baseUrl: string;
  /** Every input text it was asked to embed, in order. */
  inputs: string[];
  /** While on, every call is answered 500 (the model is down for everyone). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible embeddings API on 127.0.0.1 (never the internet). An input containing
 * `failWord` is answered 500, as a model that is down.
 */
export async function startFakeEmbeddings(failWord = 'unembeddable'): Promise<FakeEmbeddingServer> {
  const inputs: string[] = [];
  let down = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        model: string;
        input: string[];
      };
      inputs.push(...body.input);
      response.setHeader('content-type', 'application/json');
      if (
        down ||
        request.url !== '/v1/embeddings' ||
        body.input.some((text) => text.includes(failWord))
      ) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { message: 'The fake model is down' } }));
        return;
      }
      response.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: body.input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: fakeEmbedding(text),
          })),
          usage: { prompt_tokens: body.input.length, total_tokens: body.input.length },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    inputs,
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
