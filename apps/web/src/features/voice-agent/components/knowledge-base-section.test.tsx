import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { knowledgeBaseApiPaths, knowledgeBaseMessages } from '@kinderwait/contract/knowledge-base';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { useKnowledgeItems } from '../api/get-knowledge-items';
import { KnowledgeBaseSection } from './knowledge-base-section';
import { knowledgeItem, renderWithRouter } from './voice-agent-test-api';

const context = setupApiTestContext();
const feature = { feature: 'voiceAiAgent' };
const itemPath = (key: string) => buildUrl(knowledgeBaseApiPaths.item, { ...feature, key });

function Section() {
  const items = useKnowledgeItems();
  return <KnowledgeBaseSection items={items} websiteUrl="https://littleoaks.example" />;
}

function serveList(items = [knowledgeItem()]) {
  context.server.route(
    'GET',
    buildUrl(knowledgeBaseApiPaths.items, feature),
    (_request, response) => {
      sendJson(response, 200, { items });
    },
  );
}

const faq = () => new File(['Opening hours: 7 to 6'], 'Été faq.txt', { type: 'text/plain' });

describe('the knowledge base section', () => {
  test('uploads a document under its file name, showing its progress until the server answers', async () => {
    serveList([]);
    let answer: (() => void) | undefined;
    const uploads: RecordedRequest[] = [];
    context.server.route('PUT', itemPath('Été faq.txt'), (request, response) => {
      uploads.push(request);
      answer = () => {
        sendJson(
          response,
          201,
          knowledgeItem({ key: 'Été faq.txt', name: 'Été faq.txt', state: 'processing' }),
        );
      };
    });
    const user = userEvent.setup();
    await renderWithRouter(<Section />);

    await user.upload(await screen.findByLabelText('Add a document'), faq());
    expect(await screen.findByText(/^Uploading Été faq\.txt: \d+%$/)).toBeInTheDocument();
    await waitFor(() => {
      expect(answer).toBeDefined();
    });
    expect(uploads[0]?.body).toContain('filename="Été faq.txt"');
    answer?.();
    expect(
      await screen.findByText('Été faq.txt was added. Your agent is reading it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Uploading/)).not.toBeInTheDocument();
  });

  test('a file over 10 MB is refused in words', async () => {
    serveList([]);
    context.server.route('PUT', itemPath('Été faq.txt'), (_request, response) => {
      sendJson(response, 413, { message: 'Payload Too Large', code: 'knowledge_file_too_large' });
    });
    const user = userEvent.setup();
    await renderWithRouter(<Section />);

    await user.upload(await screen.findByLabelText('Add a document'), faq());
    expect(await screen.findByText(knowledgeBaseMessages.fileTooLarge)).toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });

  test('a plan whose documents are used up shows its message on this screen, not the limit screen', async () => {
    serveList([]);
    context.server.route('PUT', itemPath('Été faq.txt'), (_request, response) => {
      sendJson(response, 402, {
        message: knowledgeBaseMessages.filesLimit(5),
        detail: 'knowledgeBase.files: plan total',
        code: 'limit_reached',
      });
    });
    const user = userEvent.setup();
    await renderWithRouter(<Section />);

    await user.upload(await screen.findByLabelText('Add a document'), faq());
    expect(await screen.findByText(knowledgeBaseMessages.filesLimit(5))).toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });

  test('lists each item with its state, reason, passages and size, and a crawl with its progress', async () => {
    serveList([
      knowledgeItem({
        state: 'failed',
        reason: 'No text found: the document may hold only scanned images.',
        chunkCount: 0,
        size: 5 * 1024 * 1024,
      }),
      knowledgeItem({
        key: 'website:littleoaks.example',
        name: 'littleoaks.example',
        kind: 'web_page',
        state: 'ready',
        size: 3000,
        chunkCount: 12,
        sourceUrl: 'https://littleoaks.example',
        crawl: {
          pagesFound: 9,
          pagesRead: 7,
          pagesSkipped: 2,
          skipped: [
            {
              url: 'https://littleoaks.example/private',
              reason: 'robots.txt asks crawlers not to read it',
            },
          ],
        },
      }),
    ]);
    await renderWithRouter(<Section />);

    const list = await screen.findByRole('list', { name: 'Your documents and websites' });
    await within(list).findByText('littleoaks.example');
    const [file, site] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(file as HTMLElement).getByText('Could not be read')).toBeInTheDocument();
    expect(
      within(file as HTMLElement).getByText(
        'No text found: the document may hold only scanned images.',
      ),
    ).toBeInTheDocument();
    expect(
      within(file as HTMLElement).getByText('Document · 5.0 MB · 0 passages'),
    ).toBeInTheDocument();
    expect(
      within(site as HTMLElement).getByText('Website · 2.9 KB · 12 passages'),
    ).toBeInTheDocument();
    expect(
      within(site as HTMLElement).getByText('9 pages found, 7 read, 2 skipped'),
    ).toBeInTheDocument();
    expect(
      within(site as HTMLElement).getByText(
        'https://littleoaks.example/private: robots.txt asks crawlers not to read it',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read the website again' })).toBeInTheDocument();
  });

  test('says for each ready item whether it is searchable by meaning, when the server says', async () => {
    serveList([
      knowledgeItem({ key: 'a', name: 'a.txt', meaningSearch: 'ready' }),
      knowledgeItem({ key: 'b', name: 'b.txt', meaningSearch: 'retrying' }),
      knowledgeItem({ key: 'c', name: 'c.txt', meaningSearch: 'failed' }),
      knowledgeItem({ key: 'd', name: 'd.txt', meaningSearch: 'pending' }),
      // No field: the server has no embedding model (or the item is not ready).
      knowledgeItem({ key: 'e', name: 'e.txt' }),
    ]);
    await renderWithRouter(<Section />);

    const list = await screen.findByRole('list', { name: 'Your documents and websites' });
    await within(list).findByText('e.txt');
    const [ready, retrying, failed, pending, plain] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(ready as HTMLElement).getByText('Searchable by meaning')).toBeInTheDocument();
    expect(
      within(retrying as HTMLElement).getByText('Searchable by words only — retrying'),
    ).toBeInTheDocument();
    expect(within(failed as HTMLElement).getByText('Searchable by words only')).toBeInTheDocument();
    expect(
      within(pending as HTMLElement).getByText(
        'Being made searchable by meaning; searchable by words meanwhile',
      ),
    ).toBeInTheDocument();
    expect(within(plain as HTMLElement).queryByText(/searchable/i)).not.toBeInTheDocument();
  });

  test('deleting asks first, and only a confirmed delete reaches the server', async () => {
    let deleted = false;
    context.server.route(
      'GET',
      buildUrl(knowledgeBaseApiPaths.items, feature),
      (_request, response) => {
        sendJson(response, 200, { items: deleted ? [] : [knowledgeItem()] });
      },
    );
    context.server.route('DELETE', itemPath('faq.txt'), (_request, response) => {
      deleted = true;
      response.writeHead(204).end();
    });
    const user = userEvent.setup();
    await renderWithRouter(<Section />);

    await user.click(await screen.findByRole('button', { name: 'Delete faq.txt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete faq.txt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await context.server.settle();
    expect(deleted).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Delete faq.txt' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Nothing yet.')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  test('reads the settings’ website, and a refused address shows the server’s words', async () => {
    serveList([]);
    const posted: unknown[] = [];
    context.server.route(
      'POST',
      buildUrl(knowledgeBaseApiPaths.embeddings, feature),
      (request, response) => {
        posted.push(JSON.parse(request.body));
        sendJson(response, 400, {
          message: knowledgeBaseMessages.urlPrivateAddress,
          code: 'knowledge_url_refused',
        });
      },
    );
    const user = userEvent.setup();
    await renderWithRouter(<Section />);

    expect(await screen.findByLabelText('Website address')).toHaveValue(
      'https://littleoaks.example',
    );
    await user.click(screen.getByRole('button', { name: 'Read this website' }));
    expect(await screen.findByText(knowledgeBaseMessages.urlPrivateAddress)).toBeInTheDocument();
    expect(posted).toEqual([{ url: 'https://littleoaks.example' }]);
  });

  test('while a website is being read, the list is asked again until the crawl is done', async () => {
    const site = {
      key: 'website:littleoaks.example',
      name: 'littleoaks.example',
      kind: 'web_page' as const,
      sourceUrl: 'https://littleoaks.example',
    };
    let asked = 0;
    context.server.route(
      'GET',
      buildUrl(knowledgeBaseApiPaths.items, feature),
      (_request, response) => {
        asked += 1;
        const done = asked >= 2;
        sendJson(response, 200, {
          items: [
            knowledgeItem({
              ...site,
              state: done ? 'ready' : 'processing',
              crawl: { pagesFound: 4, pagesRead: done ? 4 : 1, pagesSkipped: 0, skipped: [] },
            }),
          ],
        });
      },
    );
    await renderWithRouter(<Section />);

    expect(await screen.findByText('4 pages found, 1 read, 0 skipped')).toBeInTheDocument();
    expect(await screen.findByText('4 pages found, 4 read, 0 skipped')).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
