import multipart from '@fastify/multipart';
import {
  ApiErrorBody,
  KnowledgeBaseCrawlBody,
  KnowledgeBaseFeatureParams,
  KnowledgeBaseItem,
  KnowledgeBaseItemParams,
  KnowledgeBaseItemsResponse,
  knowledgeBaseApiPaths,
  knowledgeBaseErrorCodes,
  knowledgeBaseFileField,
  knowledgeBaseLimits,
  knowledgeBaseMessages,
  permissions,
} from '@kinderwait/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

const tags = ['knowledge-base'];
const errors = { 400: ApiErrorBody, ...signedInErrors } as const;
const config = { permissions: [permissions.knowledgeBaseManage] };

/** The one file of an upload, whole, or the refusal in words. */
async function receiveFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      knowledgeBaseErrorCodes.notMultipart,
      knowledgeBaseMessages.notMultipart,
    );
  }
  const missing = new AppError(
    400,
    knowledgeBaseErrorCodes.fileMissing,
    knowledgeBaseMessages.fileMissing,
    `body.${knowledgeBaseFileField}: ${knowledgeBaseMessages.fileMissing}`,
  );
  let part;
  try {
    part = await request.file();
  } catch {
    // Not a readable multipart body (a broken boundary, or parts past the limits).
    throw missing;
  }
  if (part?.fieldname !== knowledgeBaseFileField) throw missing;
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    // @fastify/multipart's RequestFileTooLargeError (its errors are not in its types).
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        knowledgeBaseErrorCodes.fileTooLarge,
        knowledgeBaseMessages.fileTooLarge,
        `body.${knowledgeBaseFileField}: ${knowledgeBaseMessages.fileTooLarge}`,
      );
    }
    throw missing;
  }
}

/**
 * The knowledge base (docs/product/voice-agent.md#knowledge-base): signed in, with
 * `knowledgeBase.manage` (providers; a parent is 403). Each provider reaches only their own items;
 * another's key is 404. Uploads are multipart, parsed in this scope only.
 */
export const knowledgeBaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { knowledgeBase } = app.services;
  await app.register(signedIn);
  await app.register(multipart, {
    limits: {
      fileSize: knowledgeBaseLimits.maxFileBytes,
      files: 1,
      fields: 5,
      parts: 10,
      fieldSize: 1024,
    },
  });

  app.get(
    routePath(knowledgeBaseApiPaths.items),
    {
      config,
      schema: {
        tags,
        summary:
          "The signed-in provider's knowledge base items of the feature, by key: documents and crawled websites, each with its state (processing, ready, or failed with the reason), passages and a website's crawl progress",
        security: bearerAuth,
        params: KnowledgeBaseFeatureParams,
        response: { 200: KnowledgeBaseItemsResponse, ...errors },
      },
    },
    async (request) => ({
      items: await knowledgeBase.list(signedInActor(request), request.params.feature),
    }),
  );

  app.put(
    routePath(knowledgeBaseApiPaths.item),
    {
      config: { ...config, multipartFile: knowledgeBaseFileField },
      schema: {
        tags,
        summary:
          "Uploads a document (multipart/form-data, field 'file': PDF, Word .docx, text or Markdown, at most 10 MB, its type read from its bytes) under the key, replacing what the key held; it is read into passages in the background (state processing). 201 for a new key, 200 for a replaced one; 400 for an empty, unknown or damaged file (or a Word document unpacking to more than 50 MB), 402 limit_reached past the plan's documents or megabytes, 409 for the key of a website, 413 over 10 MB, 415 when not multipart",
        security: bearerAuth,
        params: KnowledgeBaseItemParams,
        response: {
          200: KnowledgeBaseItem,
          201: KnowledgeBaseItem,
          ...errors,
          402: ApiErrorBody,
          409: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await receiveFile(request);
      const { item, created } = await knowledgeBase.upload(
        signedInActor(request),
        request.params.feature,
        request.params.key,
        file,
      );
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  app.get(
    routePath(knowledgeBaseApiPaths.item),
    {
      config,
      schema: {
        tags,
        summary:
          "Downloads the item: a document's original bytes, or a website's pages read, as Markdown; Content-Disposition names the file (RFC 6266, UTF-8 names in filename*). 409 for a website before its first crawl has read a page",
        security: bearerAuth,
        params: KnowledgeBaseItemParams,
        response: {
          200: z
            .instanceof(Buffer)
            .meta({ type: 'string', format: 'binary' })
            .describe('The file, of its own media type'),
          ...errors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await knowledgeBase.download(
        signedInActor(request),
        request.params.feature,
        request.params.key,
      );
      return reply
        .type(file.mediaType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.delete(
    routePath(knowledgeBaseApiPaths.item),
    {
      config,
      schema: {
        tags,
        summary:
          'Deletes the item: its stored file, its passages (and their embeddings), a website its pages',
        security: bearerAuth,
        params: KnowledgeBaseItemParams,
        response: { 204: z.null().describe('Deleted'), ...errors, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await knowledgeBase.remove(
        signedInActor(request),
        request.params.feature,
        request.params.key,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    routePath(knowledgeBaseApiPaths.embeddings),
    {
      config,
      schema: {
        tags,
        summary:
          "Crawls the website at url in the background (its own pages only, robots.txt respected, at most 50 pages and 3 links deep, 2 MB and 10 s a page); its item (key website:{host}) shows the progress, and a crawl again replaces its pages when done. 400 for an address that is not http(s), holds a user name, is not found or is private, loopback, link-local or reserved; 402 limit_reached when the plan's pages are used up; 409 when the key holds a document",
        security: bearerAuth,
        params: KnowledgeBaseFeatureParams,
        body: KnowledgeBaseCrawlBody,
        response: { 202: KnowledgeBaseItem, ...errors, 402: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const item = await knowledgeBase.crawl(
        signedInActor(request),
        request.params.feature,
        request.body.url,
      );
      return reply.code(202).send(item);
    },
  );
};
