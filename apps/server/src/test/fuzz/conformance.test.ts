import { ApiErrorBody, httpErrorCode } from '@kinderwait/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { forEachDatabase } from '../test-app.ts';
import { requestsFor } from './fuzz-cases.ts';
import {
  conformanceProblems,
  FuzzStatistics,
  openFuzzSession,
  routeRecorder,
  sendAndCheck,
  unlimitedEnv,
} from './fuzz-app.ts';
import { isSchemaNode, readOperations, resolver } from './openapi-operations.ts';

forEachDatabase((t) => {
  it('flags, in conformance mode, a status the operation’s document does not list', async () => {
    const recorder = routeRecorder();
    const app = await t.buildApp({
      env: unlimitedEnv,
      setup: (instance) => {
        recorder.setup(instance);
        instance.get(
          '/api/test/teapot',
          { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
          () => {
            throw new AppError(418, httpErrorCode(418), 'I am a teapot');
          },
        );
      },
    });
    const { session, known } = await openFuzzSession(app);
    const document: unknown = app.swagger();
    if (!isSchemaNode(document)) throw new Error('no OpenAPI document');
    const operation = readOperations(document).find(({ key }) => key === 'GET /api/test/teapot');
    if (operation === undefined) throw new Error('the test route is not documented');
    const context = { resolve: resolver(document), known };
    const [request] = fc.sample(requestsFor(context, session, operation, { kind: 'valid' }), 1);
    if (request === undefined) throw new Error('no request');

    const { observed, route } = await sendAndCheck(
      app,
      request,
      recorder.seen,
      new FuzzStatistics(),
      operation.key,
    );

    expect(observed.statusCode).toBe(418);
    expect(ApiErrorBody.safeParse(JSON.parse(observed.body)).success).toBe(true);
    expect(conformanceProblems(operation, route, observed.statusCode)).toEqual([
      'answered 418, which the document does not list (200, 429, 500)',
    ]);
    expect(conformanceProblems(operation, route, 429)).toEqual([]);
  });
});
