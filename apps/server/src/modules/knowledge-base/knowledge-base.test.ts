import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KnowledgeBaseItem, KnowledgeBaseItemsResponse } from '@kinderwait/contract';
import {
  buildUrl,
  knowledgeBaseApiPaths,
  knowledgeBaseMessages,
  knowledgeBaseReasons,
  roleIds,
} from '@kinderwait/contract';
import { parse as parseContentDisposition } from 'content-disposition';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import {
  imageOnlyPdf,
  textPdf,
  windowsProgram,
  wordDocument,
  zipBombWordDocument,
} from '../../test/fixtures/knowledge-documents.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';

const feature = 'voiceAiAgent';
const itemsUrl = buildUrl(knowledgeBaseApiPaths.items, { feature });
const itemUrl = (key: string) => buildUrl(knowledgeBaseApiPaths.item, { feature, key });

/** The multipart body a browser's FormData makes (undici's encoder: names escaped as browsers do). */
async function formData(
  fileName: string,
  bytes: Uint8Array,
  field = 'file',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), fileName);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kinderwait-kb-'));
const storedFiles = (): string[] =>
  (existsSync(path.join(dataDir, 'files'))
    ? readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
    : []
  )
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

forEachDatabase(
  (t) => {
    let provider: TestUser;
    let other: TestUser;
    let parent: TestUser;
    const asProvider = (user: TestUser) => user.headers(roleIds.Licenced);

    beforeAll(async () => {
      provider = await signUp(t.app(), { roles: ['Licenced'] });
      other = await signUp(t.app(), { roles: ['Licenced'] });
      parent = await signUp(t.app(), { roles: ['Parent'] });
    });

    const upload = async (
      app: App,
      headers: Record<string, string>,
      key: string,
      fileName: string,
      bytes: Uint8Array,
      field = 'file',
    ) => {
      const body = await formData(fileName, bytes, field);
      return app.inject({
        method: 'PUT',
        url: itemUrl(key),
        headers: { ...headers, ...(await xsrfHeaders(app)), 'content-type': body.contentType },
        payload: body.payload,
      });
    };

    const items = async (user: TestUser): Promise<KnowledgeBaseItem[]> => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: itemsUrl, headers: asProvider(user) });
      expect(response.statusCode).toBe(200);
      return response.json<KnowledgeBaseItemsResponse>().items;
    };

    const itemOf = async (user: TestUser, key: string): Promise<KnowledgeBaseItem | undefined> =>
      (await items(user)).find((item) => item.key === key);

    it('reads an uploaded PDF into passages in the background, searchable by its provider only', async () => {
      const uploaded = await upload(
        t.app(),
        asProvider(provider),
        'handbook',
        'Handbook.pdf',
        textPdf([
          'Our centre opens at 7:30 AM and closes at 6:00 PM.',
          'Toddler fees are $62 a day.',
        ]),
      );
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json<KnowledgeBaseItem>()).toMatchObject({
        key: 'handbook',
        name: 'Handbook.pdf',
        kind: 'file',
        state: 'processing',
        reason: null,
        chunkCount: 0,
        sourceUrl: null,
        crawl: null,
      });
      await t.app().jobs.drain();
      expect(await itemOf(provider, 'handbook')).toMatchObject({ state: 'ready', chunkCount: 1 });
      const found = await t
        .app()
        .services.knowledgeBase.searchChunks(provider.id, 'toddler fee', 5);
      expect(found.map((match) => match.itemKey)).toEqual(['handbook']);
      expect(found[0]?.text).toContain('Toddler fees are $62 a day.');
      expect(await t.app().services.knowledgeBase.searchChunks(other.id, 'toddler fee', 5)).toEqual(
        [],
      );
      expect(await items(other)).toEqual([]);
    });

    it('ranks passages by how well they match, with web-search syntax (phrases, or, minus)', async () => {
      const owner = await signUp(t.app(), { roles: ['Licenced'] });
      const headers = owner.headers(roleIds.Licenced);
      const documents = {
        fees: 'Fees. Toddler fees are $62 a day. Fees are paid monthly; fees include lunch.',
        meals: 'Meals. Lunch and two snacks are served every day; fees cover them.',
        naps: 'Naps. Children nap after lunch in the quiet room.',
      };
      for (const [key, text] of Object.entries(documents)) {
        expect(
          (await upload(t.app(), headers, key, `${key}.md`, Buffer.from(text))).statusCode,
        ).toBe(201);
      }
      await t.app().jobs.drain();
      const keys = async (query: string, limit = 5) =>
        (await t.app().services.knowledgeBase.searchChunks(owner.id, query, limit)).map(
          (match) => match.itemKey,
        );
      expect(await keys('fees')).toEqual(['fees', 'meals']);
      expect(await keys('fees', 1)).toEqual(['fees']);
      expect(await keys('lunch -fees')).toEqual(['naps']);
      expect(await keys('"quiet room"')).toEqual(['naps']);
      expect(await keys('snacks or nap')).toEqual(expect.arrayContaining(['meals', 'naps']));
      expect(await keys('')).toEqual([]);
      expect(await keys('!!! & |')).toEqual([]);
    });

    it('reads Word and Markdown documents too, and replaces a key’s content on a new upload', async () => {
      const first = await upload(
        t.app(),
        asProvider(provider),
        'policies',
        'policies.docx',
        wordDocument(['Sick children stay home for 24 hours after a fever.']),
      );
      expect(first.statusCode).toBe(201);
      await t.app().jobs.drain();
      expect(await itemOf(provider, 'policies')).toMatchObject({
        state: 'ready',
        name: 'policies.docx',
      });
      const before = storedFiles().length;
      const replaced = await upload(
        t.app(),
        asProvider(provider),
        'policies',
        'policies.md',
        Buffer.from('# Policies\n\nOutdoor play happens twice a day, weather permitting.\n'),
      );
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json<KnowledgeBaseItem>()).toMatchObject({
        state: 'processing',
        name: 'policies.md',
      });
      await t.app().jobs.drain();
      const search = (query: string) =>
        t.app().services.knowledgeBase.searchChunks(provider.id, query, 5);
      expect((await search('outdoor play')).map((match) => match.itemKey)).toEqual(['policies']);
      expect(await search('fever')).toEqual([]);
      // The replaced file is gone from the store.
      expect(storedFiles().length).toBe(before);
    });

    it('downloads the original bytes under the file’s name, accents and quotes included (RFC 6266)', async () => {
      const bytes = textPdf(['Menu for the week.']);
      const name = 'Menú d’été "spécial".pdf';
      expect((await upload(t.app(), asProvider(provider), 'menu', name, bytes)).statusCode).toBe(
        201,
      );
      const response = await t.app().inject({
        method: 'GET',
        url: itemUrl('menu'),
        headers: asProvider(provider),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.equals(bytes)).toBe(true);
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toContain("filename*=UTF-8''");
      expect(parseContentDisposition(disposition)).toEqual({
        type: 'attachment',
        parameters: { filename: name },
      });
    });

    it('deletes an item with its file and passages; another provider’s key is not found', async () => {
      expect(
        (
          await upload(
            t.app(),
            asProvider(provider),
            'to-delete',
            'notes.txt',
            Buffer.from('Nap time is at one o’clock.'),
          )
        ).statusCode,
      ).toBe(201);
      await t.app().jobs.drain();
      const filesBefore = storedFiles().length;
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await t.app().inject({
          method,
          url: itemUrl('to-delete'),
          headers: { ...asProvider(other), ...(await xsrfHeaders(t.app())) },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'knowledge_item_not_found' });
      }
      const deleted = await t.app().inject({
        method: 'DELETE',
        url: itemUrl('to-delete'),
        headers: { ...asProvider(provider), ...(await xsrfHeaders(t.app())) },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await itemOf(provider, 'to-delete')).toBeUndefined();
      expect(await t.app().services.knowledgeBase.searchChunks(provider.id, 'nap time', 5)).toEqual(
        [],
      );
      expect(storedFiles().length).toBe(filesBefore - 1);
      const again = await t
        .app()
        .inject({ method: 'GET', url: itemUrl('to-delete'), headers: asProvider(provider) });
      expect(again.statusCode).toBe(404);
    });

    it('is for providers: a parent is refused every call (403)', async () => {
      const headers = { ...parent.headers(roleIds.Parent), ...(await xsrfHeaders(t.app())) };
      const calls = [
        t.app().inject({ method: 'GET', url: itemsUrl, headers }),
        t.app().inject({ method: 'GET', url: itemUrl('handbook'), headers }),
        t.app().inject({ method: 'DELETE', url: itemUrl('handbook'), headers }),
        t.app().inject({
          method: 'POST',
          url: buildUrl(knowledgeBaseApiPaths.embeddings, { feature }),
          headers,
          payload: { url: 'https://example.com/' },
        }),
        upload(t.app(), parent.headers(roleIds.Parent), 'x', 'x.txt', Buffer.from('x')),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'permission_missing' });
      }
    });

    it('refuses bad files with words, and stores nothing of them', async () => {
      const headers = asProvider(provider);
      const cases = [
        {
          name: 'empty.pdf',
          bytes: Buffer.alloc(0),
          status: 400,
          code: 'knowledge_file_empty',
          message: knowledgeBaseMessages.fileEmpty,
        },
        {
          name: 'huge.txt',
          bytes: Buffer.alloc(11 * 1024 * 1024, 'a'),
          status: 413,
          code: 'knowledge_file_too_large',
          message: knowledgeBaseMessages.fileTooLarge,
        },
        {
          name: 'invoice.pdf',
          bytes: windowsProgram(),
          status: 400,
          code: 'knowledge_file_type_refused',
          message: knowledgeBaseMessages.fileTypeRefused,
        },
        {
          name: 'bomb.docx',
          bytes: zipBombWordDocument(),
          status: 400,
          code: 'knowledge_file_damaged',
          message: knowledgeBaseMessages.unzippedTooLarge,
        },
        {
          name: 'notes.doc',
          bytes: Buffer.from('plain words'),
          status: 400,
          code: 'knowledge_file_type_refused',
          message: knowledgeBaseMessages.fileTypeRefused,
        },
      ];
      const filesBefore = storedFiles().length;
      for (const bad of cases) {
        const response = await upload(t.app(), headers, `bad-${bad.name}`, bad.name, bad.bytes);
        expect({
          name: bad.name,
          status: response.statusCode,
          body: response.json<unknown>(),
        }).toMatchObject({
          name: bad.name,
          status: bad.status,
          body: { code: bad.code, message: bad.message },
        });
        expect(await itemOf(provider, `bad-${bad.name}`)).toBeUndefined();
      }
      expect(storedFiles().length).toBe(filesBefore);

      const notMultipart = await t.app().inject({
        method: 'PUT',
        url: itemUrl('json'),
        headers: { ...headers, ...(await xsrfHeaders(t.app())) },
        payload: { file: 'not a file' },
      });
      expect(notMultipart.statusCode).toBe(415);
      expect(notMultipart.json()).toMatchObject({ code: 'knowledge_not_multipart' });
      const brokenBody = await t.app().inject({
        method: 'PUT',
        url: itemUrl('broken'),
        headers: {
          ...headers,
          ...(await xsrfHeaders(t.app())),
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload: '{"file":"not multipart at all"}',
      });
      expect(brokenBody.statusCode).toBe(400);
      expect(brokenBody.json()).toMatchObject({ code: 'knowledge_file_missing' });
      const wrongField = await upload(
        t.app(),
        headers,
        'field',
        'a.txt',
        Buffer.from('a'),
        'document',
      );
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json()).toMatchObject({ code: 'knowledge_file_missing' });
    });

    it('marks a PDF of scanned images only as failed, "no text found"', async () => {
      const response = await upload(
        t.app(),
        asProvider(provider),
        'scan',
        'scan.pdf',
        imageOnlyPdf(),
      );
      expect(response.statusCode).toBe(201);
      await t.app().jobs.drain();
      expect(await itemOf(provider, 'scan')).toMatchObject({
        state: 'failed',
        reason: knowledgeBaseReasons.noTextFound,
        chunkCount: 0,
      });
    });

    it('tries a damaged document three times, then marks it failed: it could not be read', async () => {
      const time = createTestClock();
      const app = await t.buildApp({ clock: time.clock, env: { DATA_DIR: dataDir } });
      const damaged = Buffer.from(`%PDF-1.7\n${'not really a PDF '.repeat(50)}`);
      const response = await upload(app, asProvider(provider), 'damaged', 'damaged.pdf', damaged);
      expect(response.statusCode).toBe(201);
      // Earlier tests' jobs on this database may run in these drains: only this item is looked at.
      await app.jobs.drain();
      expect(await itemOf(provider, 'damaged')).toMatchObject({ state: 'processing' });
      time.advance(10_000);
      await app.jobs.drain();
      expect(await itemOf(provider, 'damaged')).toMatchObject({ state: 'processing' });
      time.advance(20_000);
      await app.jobs.drain();
      expect(await itemOf(provider, 'damaged')).toMatchObject({
        state: 'failed',
        reason: knowledgeBaseReasons.unreadable,
        chunkCount: 0,
      });
    });

    it('holds a provider to the plan’s documents: past them 402 limit_reached, replacing still works', async () => {
      const owner = await signUp(t.app(), { roles: ['Unlicenced'] });
      const headers = owner.headers(roleIds.Unlicenced);
      for (let index = 1; index <= 5; index += 1) {
        const response = await upload(
          t.app(),
          headers,
          `doc-${String(index)}`,
          'a.txt',
          Buffer.from(`Document ${String(index)}`),
        );
        expect(response.statusCode).toBe(201);
      }
      const sixth = await upload(t.app(), headers, 'doc-6', 'a.txt', Buffer.from('Document 6'));
      expect(sixth.statusCode).toBe(402);
      expect(sixth.json()).toMatchObject({
        code: 'limit_reached',
        message: knowledgeBaseMessages.filesLimit(5),
      });
      const replaced = await upload(
        t.app(),
        headers,
        'doc-1',
        'a.txt',
        Buffer.from('Document one again'),
      );
      expect(replaced.statusCode).toBe(200);
    });

    it('erases every item of an account with its stored files (deleting an account)', async () => {
      const leaving = await signUp(t.app(), { roles: ['Licenced'] });
      const headers = leaving.headers(roleIds.Licenced);
      const filesBefore = storedFiles().length;
      for (const key of ['one', 'two']) {
        expect(
          (await upload(t.app(), headers, key, `${key}.txt`, Buffer.from(key))).statusCode,
        ).toBe(201);
      }
      expect(storedFiles().length).toBe(filesBefore + 2);
      await t.app().services.knowledgeBase.eraseAllOf(leaving.id);
      expect(storedFiles().length).toBe(filesBefore);
      const response = await t.app().inject({ method: 'GET', url: itemsUrl, headers });
      expect(response.json<KnowledgeBaseItemsResponse>().items).toEqual([]);
    });

    it('answers 404 for a key that does not exist and 400 for a feature without a knowledge base', async () => {
      const missing = await t
        .app()
        .inject({ method: 'GET', url: itemUrl('nothing'), headers: asProvider(provider) });
      expect(missing.statusCode).toBe(404);
      const wrongFeature = await t.app().inject({
        method: 'GET',
        url: buildUrl(knowledgeBaseApiPaths.items, { feature: 'broadcast' }),
        headers: asProvider(provider),
      });
      expect(wrongFeature.statusCode).toBe(400);
    });
  },
  { env: { DATA_DIR: dataDir } },
);

describe('the knowledge base test documents', () => {
  it('are what the tests say they are', () => {
    expect(textPdf(['a']).subarray(0, 5).toString()).toBe('%PDF-');
    expect(windowsProgram().subarray(0, 2).toString()).toBe('MZ');
  });
});
