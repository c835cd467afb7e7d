import {
  ApiErrorBody,
  ChildAccessResponse,
  DataExport,
  ErasureConfirmed,
  ErasureStatus,
  ErasureTokenBody,
  ErasureUndone,
  ExportArchiveParams,
  ExportArchiveQuery,
  LatestExportResponse,
  permissions,
  PrivacyAskBody,
  privacyApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInErrors, signedInUser } from '../../plugins/signed-in.ts';

/** The signed-in user's own data: archives, deleting the account, the children's access record. */
const ownDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { privacy } = app.services;
  await app.register(signedIn);

  app.get(
    privacyApiPaths.exports,
    {
      schema: {
        tags: ['privacy'],
        summary: "The user's newest data archive and its progress (null before the first)",
        security: bearerAuth,
        response: { 200: LatestExportResponse, ...signedInErrors },
      },
    },
    async (request) => ({ export: await privacy.latestExport(signedInUser(request).id) }),
  );

  app.post(
    privacyApiPaths.exports,
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Asks for an archive of everything held about the user and their children; built in the background, its link emailed (one being built is answered instead)',
        security: bearerAuth,
        body: PrivacyAskBody,
        response: { 202: DataExport, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return privacy.requestExport(signedInUser(request).id);
    },
  );

  app.get(
    privacyApiPaths.erasure,
    {
      schema: {
        tags: ['privacy'],
        summary: "Where the deletion of the user's account stands",
        security: bearerAuth,
        response: { 200: ErasureStatus, ...signedInErrors },
      },
    },
    (request) => privacy.erasureStatus(signedInUser(request).id),
  );

  app.post(
    privacyApiPaths.erasure,
    {
      schema: {
        tags: ['privacy'],
        summary: "Asks to delete the user's account: emails the link that confirms it",
        security: bearerAuth,
        body: PrivacyAskBody,
        response: { 200: ErasureStatus, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    (request) => privacy.requestErasure(signedInUser(request).id),
  );

  app.get(
    privacyApiPaths.childAccess,
    {
      config: { permissions: [permissions.childRead] },
      schema: {
        tags: ['privacy'],
        summary:
          "Who (which provider's user) saw or changed each of the parent's children's information, newest first",
        security: bearerAuth,
        response: { 200: ChildAccessResponse, ...signedInErrors },
      },
    },
    (request) => privacy.childAccessOf(signedInUser(request).id),
  );
};

/** The emailed links: public, each token is the only credential, for its one purpose. */
const linkRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { privacy } = app.services;

  app.get(
    routePath(privacyApiPaths.exportArchive),
    {
      schema: {
        tags: ['privacy'],
        summary: 'The data archive (a ZIP) behind the emailed link, until it expires',
        params: ExportArchiveParams,
        querystring: ExportArchiveQuery,
        response: {
          200: z
            .instanceof(Buffer)
            .meta({ type: 'string', format: 'binary' })
            .describe('application/zip: data.json and summary.txt'),
          400: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const bytes = await privacy.exportArchive(request.params.exportId, request.query.token);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="kinderwait-my-data.zip"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    privacyApiPaths.erasureConfirm,
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Confirms deleting the account from the emailed link: it closes at once and is deleted after the grace period',
        body: ErasureTokenBody,
        response: { 200: ErasureConfirmed, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => privacy.confirmErasure(request.body.token),
  );

  app.post(
    privacyApiPaths.erasureUndo,
    {
      schema: {
        tags: ['privacy'],
        summary: 'Keeps the account from the emailed link, any time before it is deleted',
        body: ErasureTokenBody,
        response: { 200: ErasureUndone, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await privacy.undoErasure(request.body.token);
      return { kept: true as const };
    },
  );
  done();
};

/** Families' data (docs/product/privacy.md), each part in its scope. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(linkRoutes);
  await app.register(ownDataRoutes);
};
