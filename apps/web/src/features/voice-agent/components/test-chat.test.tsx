import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import type { VoiceAgentReply } from '@kinderwait/contract/voice-agent';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { TestChat } from './test-chat';
import { renderWithRouter, uuid } from './voice-agent-test-api';

const context = setupApiTestContext();
const conversationId = uuid(7, 'dddddddd');

/** Answers each message with the next reply, recording the bodies sent. */
function serveReplies(replies: Omit<VoiceAgentReply, 'conversationId'>[]) {
  const bodies: unknown[] = [];
  context.server.route(
    'POST',
    buildUrl(voiceAgentApiPaths.testMessages, { feature: 'voiceAiAgent' }),
    (request, response) => {
      bodies.push(JSON.parse(request.body));
      const reply = replies[bodies.length - 1];
      sendJson(response, 200, { conversationId, ...reply });
    },
  );
  return bodies;
}

const hoursReply = {
  text: 'We are open from 7 to 6 on weekdays.',
  outcome: 'answered',
  ended: false,
  sources: [
    {
      kind: 'passage',
      itemKey: 'faq.txt',
      itemName: 'faq.txt',
      sourceUrl: null,
      excerpt: 'Open 7 to 6',
    },
    {
      kind: 'passage',
      itemKey: 'faq.txt',
      itemName: 'faq.txt',
      sourceUrl: null,
      excerpt: 'Weekdays',
    },
    { kind: 'fact', name: 'hours', value: 'Mon–Fri 7:00–18:00' },
    { kind: 'fact', name: 'joinWaitlist', value: 'https://kinderwait.example/child-enrollment' },
  ],
} satisfies Omit<VoiceAgentReply, 'conversationId'>;

async function ask(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  vi.unstubAllGlobals();
});

describe('the test chat', () => {
  test('shows each answer with the sources it used (facts in words), keeps the conversation, and says when it ended', async () => {
    const bodies = serveReplies([
      hoursReply,
      {
        text: 'I have taken your message. Goodbye.',
        outcome: 'message_taken',
        ended: true,
        sources: [],
      },
    ]);
    const user = userEvent.setup();
    await renderWithRouter(<TestChat language="en-CA" />);

    await ask(user, 'What are your hours?');
    const transcript = screen.getByRole('list', { name: 'Test conversation' });
    const answer = (await within(transcript).findByText(hoursReply.text)).closest(
      'li',
    ) as HTMLElement;
    const sources = within(answer).getByRole('list', { name: 'Answered from' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // A profile fact in the provider's words, never the engine's name for it.
    ).toEqual(['faq.txt', 'Your profile: hours', 'How to join your waitlist on KinderWait']);

    await ask(user, 'Please take a message.');
    expect(
      await screen.findByText('This conversation has ended. Start a new one to keep testing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
    expect(bodies).toEqual([
      { text: 'What are your hours?' },
      { conversationId, text: 'Please take a message.' },
    ]);

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(within(transcript).queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  });

  test('without speech synthesis in the browser, reading aloud is off and cannot be switched on', async () => {
    await renderWithRouter(<TestChat language="en-CA" />);
    const toggle = screen.getByRole('switch', { name: 'Read answers aloud' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Your browser cannot read answers aloud.')).toBeInTheDocument();
  });

  test('with speech synthesis, answers are read aloud only once the toggle is on', async () => {
    const spoken: { text: string; lang: string }[] = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        readonly text: string;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        cancel: () => undefined,
        speak: (utterance: { text: string; lang: string }) =>
          spoken.push({ text: utterance.text, lang: utterance.lang }),
      },
    });
    serveReplies([hoursReply, { ...hoursReply, text: 'Yes, we care for toddlers.' }]);
    const user = userEvent.setup();
    await renderWithRouter(<TestChat language="en-CA" />);

    await ask(user, 'What are your hours?');
    await screen.findByText(hoursReply.text);
    expect(spoken).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Read answers aloud' }));
    await ask(user, 'Do you take toddlers?');
    await screen.findByText('Yes, we care for toddlers.');
    expect(spoken).toEqual([{ text: 'Yes, we care for toddlers.', lang: 'en-CA' }]);
  });
});
