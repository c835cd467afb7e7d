import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { knowledgeBaseApiPaths } from '@kinderwait/contract/knowledge-base';
import { phoneNumbersApiPaths } from '@kinderwait/contract/phone-numbers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { voiceAgentApiPaths, voiceAgentMessages } from '@kinderwait/contract/voice-agent';
import type { KnowledgeBaseItem } from '@kinderwait/contract/knowledge-base';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { VoiceAgentDashboard } from './voice-agent-dashboard';
import { knowledgeItem, renderWithRouter, voiceSettings } from './voice-agent-test-api';

const context = setupApiTestContext();
const feature = { feature: 'voiceAiAgent' };

function serveItems(items: KnowledgeBaseItem[]) {
  context.server.route(
    'GET',
    buildUrl(knowledgeBaseApiPaths.items, feature),
    (_request, response) => {
      sendJson(response, 200, { items });
    },
  );
}

function serveSetUpAgent() {
  context.server.route(
    'GET',
    buildUrl(voiceAgentApiPaths.assistant, feature),
    (_request, response) => {
      sendJson(response, 200, voiceSettings());
    },
  );
  context.server.route(
    'GET',
    buildUrl(voiceAgentApiPaths.widget, feature),
    (_request, response) => {
      sendJson(response, 200, {
        publicId: 'pub_abcdefghij',
        scriptUrl: '/widget/v1.js',
        snippet: '<script></script>',
        allowedOrigins: [],
        transcriptRetentionDays: 90,
      });
    },
  );
  context.server.route(
    'GET',
    buildUrl(voiceAgentApiPaths.conversations, feature),
    (_request, response) => {
      sendJson(response, 200, { items: [] });
    },
  );
  context.server.route(
    'GET',
    buildUrl(phoneNumbersApiPaths.numbers, feature),
    (_request, response) => {
      sendJson(response, 200, { items: [] });
    },
  );
}

describe('the voice agent dashboard', () => {
  test('before the setup chat saved anything, says to finish it, with the way to the onboarding', async () => {
    serveItems([]);
    context.server.route(
      'GET',
      buildUrl(voiceAgentApiPaths.assistant, feature),
      (_request, response) => {
        sendJson(response, 404, {
          message: voiceAgentMessages.notSetUp,
          code: 'voice_agent_not_set_up',
        });
      },
    );
    await renderWithRouter(<VoiceAgentDashboard />);

    expect(
      await screen.findByRole('heading', { name: 'Finish the setup chat first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your agent’s setup' })).toHaveAttribute(
      'href',
      '/voice-ai-agent/onboarding',
    );
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What your agent knows' })).toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });

  test('an agent without a read item needs documents, and offers to get a phone number', async () => {
    serveSetUpAgent();
    serveItems([knowledgeItem({ state: 'failed', reason: 'The document could not be read.' })]);
    await renderWithRouter(<VoiceAgentDashboard />);

    expect(await screen.findByText('Needs documents')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  test('an agent reading its website says so, even with documents ready', async () => {
    serveSetUpAgent();
    serveItems([
      knowledgeItem(),
      knowledgeItem({
        key: 'website:littleoaks.example',
        name: 'littleoaks.example',
        kind: 'web_page',
        state: 'processing',
        crawl: { pagesFound: 3, pagesRead: 1, pagesSkipped: 0, skipped: [] },
      }),
    ]);
    await renderWithRouter(<VoiceAgentDashboard />);

    expect(await screen.findByText('Reading your website')).toBeInTheDocument();
    expect(screen.getByText('3 pages found, 1 read, 0 skipped')).toBeInTheDocument();
  });

  test('an agent with a read document is ready', async () => {
    serveSetUpAgent();
    serveItems([knowledgeItem()]);
    await renderWithRouter(<VoiceAgentDashboard />);

    const state = await screen.findByRole('region', { name: 'Your agent today' });
    expect(await within(state).findByText('Ready')).toBeInTheDocument();
  });
});
