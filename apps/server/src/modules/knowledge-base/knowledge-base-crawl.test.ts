import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';
import { crawlerToken } from './website-crawl.ts';

const feature = 'voiceAiAgent';
const itemsUrl = buildUrl(knowledgeBaseApiPaths.items, { feature });
const crawlUrl = buildUrl(knowledgeBaseApiPaths.embeddings, { feature });

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main><h1>${title}</h1>${body}</main></body></html>`;

/** A small centre's website, served on 127.0.0.1; `feesText` changes between crawls. */
const firstFees = 'Infant care is $85 a day and toddler care is $62 a day.';
const site = {
  feesText: firstFees,
  requested: [] as string[],
  userAgents: new Set<string>(),
};
const server = createServer((request, response) => {
  const url = request.url ?? '/';
  site.requested.push(url);
  site.userAgents.add(request.headers['user-agent'] ?? '');
  const html = (body: string) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(body);
  };
  switch (url) {
    case '/robots.txt':
      response.setHeader('content-type', 'text/plain');
      response.end(`User-agent: ${crawlerToken}\nDisallow: /staff\n`);
      return;
    case '/':
      html(
        page(
          'Maple Tree Daycare',
          '<p>Maple Tree Daycare is a licensed centre in Toronto for children from 6 months to 5 years.</p>' +
            '<a href="/fees#table">Fees</a> <a href="/hours">Hours</a> <a href="/staff/rota">Staff rota</a>' +
            '<a href="/handbook.pdf">Handbook</a> <a href="/missing">Old page</a>' +
            '<a href="https://elsewhere.example/">Partner</a>',
        ),
      );
      return;
    case '/fees':
      html(page('Fees', `<p>${site.feesText}</p><p>We take part in CWELCC.</p>`));
      return;
    case '/hours':
      html(page('Hours', '<p>We are open Monday to Friday from 7:30 AM to 6:00 PM.</p>'));
      return;
    default:
      response.statusCode = 404;
      html(page('Not found', '<p>No such page.</p>'));
  }
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => {
  server.close();
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'kinderwait-kb-crawl-'));

forEachDatabase((t) => {
  let provider: TestUser;
  let demoApp: App;

  beforeAll(async () => {
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    // A local demo: the site is on this machine, so loopback is allowed here only.
    demoApp = await t.buildApp({
      env: { DATA_DIR: dataDir, KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: 'on' },
    });
  });

  const crawl = async (app: App, url: string) =>
    app.inject({
      method: 'POST',
      url: crawlUrl,
      headers: { ...provider.headers(roleIds.Licenced), ...(await xsrfHeaders(app)) },
      payload: { url },
    });

  const items = async (): Promise<KnowledgeBaseItem[]> => {
    const response = await t.app().inject({
      method: 'GET',
      url: itemsUrl,
      headers: provider.headers(roleIds.Licenced),
    });
    return response.json<KnowledgeBaseItemsResponse>().items;
  };

  it('crawls a small site in the background: its own pages, robots.txt obeyed, progress with reasons', async () => {
    site.requested.length = 0;
    site.feesText = firstFees;
    const started = await crawl(demoApp, `${origin}/`);
    expect(started.statusCode).toBe(202);
    const key = `website:${new URL(origin).host}`;
    expect(started.json<KnowledgeBaseItem>()).toMatchObject({
      key,
      kind: 'web_page',
      state: 'processing',
      sourceUrl: `${origin}/`,
      crawl: { pagesFound: 1, pagesRead: 0, pagesSkipped: 0, skipped: [] },
    });
    await demoApp.jobs.drain();
    const [item] = await items();
    expect(item).toMatchObject({ key, state: 'ready', reason: null });
    expect(item?.crawl).toMatchObject({ pagesFound: 6, pagesRead: 3, pagesSkipped: 3 });
    expect(item?.crawl?.skipped).toEqual(
      expect.arrayContaining([
        { url: `${origin}/staff/rota`, reason: knowledgeBaseReasons.robotsDisallowed },
        { url: `${origin}/handbook.pdf`, reason: knowledgeBaseReasons.notHtml },
        { url: `${origin}/missing`, reason: knowledgeBaseReasons.httpStatus(404) },
      ]),
    );
    // robots.txt asked first, the disallowed page never, nor the other site.
    expect(site.requested[0]).toBe('/robots.txt');
    expect(site.requested).not.toContain('/staff/rota');
    expect([...site.userAgents].every((agent) => agent.startsWith(`${crawlerToken}/1.0 (+`))).toBe(
      true,
    );
    const found = await t.app().services.knowledgeBase.searchChunks(provider.id, 'toddler fees', 5);
    expect(found[0]).toMatchObject({ itemKey: key, sourceUrl: `${origin}/fees` });
    expect(found[0]?.text).toContain('$62 a day');

    const fromDemo = await demoApp.inject({
      method: 'GET',
      url: buildUrl(knowledgeBaseApiPaths.item, { feature, key }),
      headers: provider.headers(roleIds.Licenced),
    });
    expect(fromDemo.statusCode).toBe(200);
    expect(fromDemo.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(fromDemo.body).toContain(`${origin}/hours`);
    expect(fromDemo.body).toContain('7:30 AM to 6:00 PM');
  });

  it('replaces the site’s pages when it is crawled again', async () => {
    site.feesText = 'From September, toddler care is $70 a day.';
    expect((await crawl(demoApp, `${origin}/`)).statusCode).toBe(202);
    await demoApp.jobs.drain();
    const search = (query: string) =>
      t.app().services.knowledgeBase.searchChunks(provider.id, query, 5);
    expect((await search('september toddler'))[0]?.text).toContain('$70 a day');
    expect(await search('infant')).toEqual([]);
    const [item] = await items();
    expect(item).toMatchObject({ state: 'ready', crawl: { pagesRead: 3 } });
  });

  it('keeps a website’s key and a document’s apart (409 either way)', async () => {
    const key = `website:${new URL(origin).host}`;
    const uploadAs = async (user: TestUser) => {
      const form = new FormData();
      form.append('file', new Blob(['Some notes']), 'notes.txt');
      const request = new Request('http://localhost/', { method: 'PUT', body: form });
      return demoApp.inject({
        method: 'PUT',
        url: buildUrl(knowledgeBaseApiPaths.item, { feature, key }),
        headers: {
          ...user.headers(roleIds.Licenced),
          ...(await xsrfHeaders(demoApp)),
          'content-type': request.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const upload = await uploadAs(provider);
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({
      code: 'knowledge_key_taken',
      message: knowledgeBaseMessages.keyHoldsWebsite,
    });

    const other = await signUp(t.app(), { roles: ['Licenced'] });
    expect((await uploadAs(other)).statusCode).toBe(201);
    const crawlOver = await demoApp.inject({
      method: 'POST',
      url: crawlUrl,
      headers: { ...other.headers(roleIds.Licenced), ...(await xsrfHeaders(demoApp)) },
      payload: { url: `${origin}/` },
    });
    expect(crawlOver.statusCode).toBe(409);
    expect(crawlOver.json()).toMatchObject({
      code: 'knowledge_key_taken',
      message: knowledgeBaseMessages.keyHoldsFile,
    });
  });

  it('refuses loopback, private, link-local and metadata addresses when loopback is off', async () => {
    const before = await items();
    for (const address of [
      `${origin}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${new URL(origin).port}/`,
      'http://[::1]/',
    ]) {
      const response = await crawl(t.app(), address);
      expect({
        address,
        status: response.statusCode,
        body: response.json<unknown>(),
      }).toMatchObject({
        address,
        status: 400,
        body: { code: 'knowledge_url_refused', message: knowledgeBaseMessages.urlPrivateAddress },
      });
    }
    const withPassword = await crawl(t.app(), 'https://user:secret@example.com/');
    expect(withPassword.json()).toMatchObject({
      message: knowledgeBaseMessages.urlWithCredentials,
    });
    const ftp = await crawl(t.app(), 'ftp://example.com/');
    expect(ftp.statusCode).toBe(400);
    expect(await items()).toEqual(before);
  });
});
