import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { KnowledgeBaseItem } from '@kinderwait/contract/knowledge-base';
import type {
  VoiceAgentSettings,
  VoiceConversationDetails,
  VoiceConversationSummary,
} from '@kinderwait/contract/voice-agent';
import { QueryWrapper } from '../../../test/query-wrapper';
import { renderSettled } from '../../../test/render-settled';

/** Fixtures of the voice agent's API, for the dashboard's tests. */

/** What the stand-in for any other screen shows. */
const elsewhere = 'Elsewhere';

export function uuid(n: number, prefix = '00000000'): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function voiceSettings(overrides: Partial<VoiceAgentSettings> = {}): VoiceAgentSettings {
  return {
    id: uuid(1, 'aaaaaaaa'),
    publicId: 'pub_abcdefghij',
    businessName: 'Little Oaks',
    greeting: 'Hello, thank you for calling Little Oaks. How can I help you today?',
    language: 'en-CA',
    voice: 'Joanna',
    redirectPhoneNumber: '+14165550123',
    smsPhoneNumber: '+14165550124',
    websiteUrl: 'https://littleoaks.example',
    answeringHours: [],
    enabled: true,
    allowedOrigins: [],
    transcriptRetentionDays: 90,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function knowledgeItem(overrides: Partial<KnowledgeBaseItem> = {}): KnowledgeBaseItem {
  return {
    key: 'faq.txt',
    name: 'faq.txt',
    kind: 'file',
    size: 2048,
    sourceUrl: null,
    state: 'ready',
    reason: null,
    chunkCount: 3,
    updatedAt: '2026-11-20T15:00:00.000Z',
    crawl: null,
    ...overrides,
  };
}

export function conversation(n: number): VoiceConversationSummary {
  return {
    id: uuid(n, 'cccccccc'),
    channel: 'widget',
    // A minute apart, newest first as the server answers.
    startedAt: new Date(Date.UTC(2026, 10, 20, 15, 0) - n * 60_000).toISOString(),
    durationSeconds: 65,
    caller: `Visitor ${String(n)}`,
    outcome: 'answered',
    summary: `Asked question ${String(n)}`,
  };
}

export function conversationDetails(n: number): VoiceConversationDetails {
  return {
    ...conversation(n),
    outcome: 'message_taken',
    turns: [
      {
        role: 'caller',
        text: 'Do you have space for a toddler?',
        at: '2026-11-20T15:00:00.000Z',
        sources: [],
      },
      {
        role: 'agent',
        text: 'I can take a message for the centre.',
        at: '2026-11-20T15:00:05.000Z',
        sources: [],
      },
    ],
    message: {
      name: 'Amara',
      callbackNumber: '+14165550199',
      childAge: '2 years',
      question: 'Is there a toddler space in March?',
    },
  };
}

/** Renders `element` inside a router and the app's query cache, with a stand-in for elsewhere. */
export async function renderWithRouter(
  element: ReactNode,
  path = '/voice-ai-agent/profile-dashboard',
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <h1>{elsewhere}</h1> },
    ],
    { initialEntries: [path] },
  );
  await renderSettled(<RouterProvider router={router} />, { wrapper: QueryWrapper });
  return router;
}
