import { describe, expect, test } from 'vitest';
import { knowledgeBaseApiPaths } from '@kinderwait/contract/knowledge-base';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { downloadKnowledgeItem } from './download-knowledge-item';

const context = setupApiTestContext();

function serveFile(key: string, headers: Record<string, string>, body: string) {
  context.server.route(
    'GET',
    buildUrl(knowledgeBaseApiPaths.item, { feature: 'voiceAiAgent', key }),
    (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/markdown', ...headers });
      response.end(body);
    },
  );
}

describe('downloading a knowledge base item', () => {
  test('saves it under the UTF-8 name of Content-Disposition, quotes and accents kept', async () => {
    serveFile(
      'guide',
      {
        'Content-Disposition': `attachment; filename="Guide _ete_.md"; filename*=UTF-8''Guide%20%22%C3%A9t%C3%A9%22.md`,
      },
      '# Hours',
    );
    const file = await downloadKnowledgeItem('guide');
    expect(file.fileName).toBe('Guide "été".md');
    expect(await file.blob.text()).toBe('# Hours');
  });

  test('saves it under its key when the answer names no file', async () => {
    serveFile('website:littleoaks.example', {}, '# Little Oaks');
    const file = await downloadKnowledgeItem('website:littleoaks.example');
    expect(file.fileName).toBe('website:littleoaks.example');
  });
});
