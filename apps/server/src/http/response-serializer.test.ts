import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer.ts';

const Provider = z.object({
  id: z.uuid(),
  name: z.string(),
  distanceKm: z.number(),
  spaces: z.number().int().nullable(),
  type: z.enum(['licensed-centre', 'babysitter']),
  fees: z.record(z.string(), z.number()),
  request: z.union([z.object({ status: z.literal('waiting') }), z.null()]),
  languages: z.array(z.string()),
});
const Page = z.object({ items: z.array(Provider), total: z.number().int() });
const Stamped = z.object({ at: z.date() });

const provider = {
  id: '0b6f8a58-4f3e-4c1e-9d57-2a1f0c4c2b11',
  name: 'Maple "Tree" Child Care\u2028',
  distanceKm: 1.25,
  spaces: null,
  type: 'licensed-centre',
  fees: { infant: 9200, toddler: 8000 },
  request: { status: 'waiting' },
  languages: ['en', 'fr'],
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(checkResponses: boolean, body: unknown): Promise<FastifyInstance> {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses }));
  server.get('/page', { schema: { response: { 200: Page } } }, () => body);
  server.get('/stamped', { schema: { response: { 200: Stamped } } }, () => ({ at: new Date(0) }));
  await server.ready();
  app = server;
  return server;
}

describe('responses written from their contract schema', () => {
  it('writes the same JSON as the contract schema gives', async () => {
    const body = { items: [provider, { ...provider, spaces: 3, request: null }], total: 2 };
    const server = await serve(false, body);
    const response = await server.inject('/page');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(Page.parse(body));
  });

  it('never writes a property the schema does not declare', async () => {
    const leaky = { ...provider, ownerEmail: 'owner@example.com', fees: { infant: 1 } };
    const server = await serve(false, { items: [leaky], total: 1, secret: 'x' });
    const response = await server.inject('/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('owner@example.com');
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({ items: [{ ...provider, fees: { infant: 1 } }], total: 1 });
  });

  it('answers 500 for a response off its schema when responses are checked', async () => {
    const server = await serve(true, { items: [{ ...provider, distanceKm: 'far' }], total: 1 });
    const response = await server.inject('/page');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('far');
  });

  it('keeps the schema serializer where JSON Schema cannot say what it is (a Date)', async () => {
    const server = await serve(false, {});
    const response = await server.inject('/stamped');
    expect(response.json()).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });
});
