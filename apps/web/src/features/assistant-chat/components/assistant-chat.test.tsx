import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { collectScheduleAvailabilitiesToolName } from '@kinderwait/contract/conversations';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { conversationQueryOptions } from '../api/get-conversation';
import type { CompletionOutcome } from '../lib/conversation-completion';
import {
  log,
  messageBox,
  renderChat,
  conversationPath,
  requestsOf,
  sentBodies,
  serveConversation,
  serveUsage,
} from './assistant-chat-test-api';

const context = setupApiTestContext();
const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

const fiveMinutes = 5 * 60_000;
/** vi.waitFor's default second is short for a shared test machine. */
const conversationReads = () =>
  requestsOf(context, 'GET').filter((request) => request.path === conversationPath).length;

describe('AssistantChat', () => {
  test('Enter sends: the message shows at once, then the reply; Shift+Enter adds a line', async () => {
    serveConversation(context, [], [{ assistant: 'How many **spaces** do you have?' }]);
    const user = userEvent.setup();
    await renderChat({ initialHiddenText: 'role 2' });
    expect(await screen.findByText('Hi there, I am an automated assistant.')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Type a message...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(messageBox(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(messageBox()).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');
    expect(within(log()).getByText(/Hello/)).toBeInTheDocument();
    expect(await within(log()).findByText('spaces')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    // The first message of an empty conversation carries the initial hidden text.
    expect(sentBodies(context)).toEqual([
      {
        content: 'Hello\nthere',
        feature: 'broadcast',
        conversationNameSuffix: '2',
        hiddenContent: 'role 2',
      },
    ]);
  });

  test('a failed send keeps the typed text and says why', async () => {
    serveConversation(context, [], [{ status: 503 }]);
    const user = userEvent.setup();
    await renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Eight spaces');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent');
    expect(messageBox()).toHaveValue('Eight spaces');
    expect(within(log()).queryByText('Eight spaces')).not.toBeInTheDocument();
  });

  test('of several tool messages only the last shows; assistant markdown is rendered safely', async () => {
    serveConversation(context, [
      { role: 'user', content: 'Go' },
      { role: 'assistant', content: 'See [our site](javascript:alert(1)) <b>bold</b>' },
      { role: 'tool', content: 'EditChildcareProvider', hiddenContent: 'Error: busy' },
      { role: 'tool', content: 'EditChildcareProvider', hiddenContent: '{}' },
    ]);
    await renderChat();
    // In words, never the tool's name (docs/product/assistant.md#the-chat-screen).
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(screen.queryByText('Your profile was not saved.')).not.toBeInTheDocument();
    const link = within(log()).getByText('our site');
    expect(link.closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(log().querySelector('b')).toBeNull();
  });

  test('the schedule tool shows the picker; its answer goes with the next message, then clears', async () => {
    serveConversation(
      context,
      [
        { role: 'assistant', content: 'When are you open?' },
        { role: 'tool', content: collectScheduleAvailabilitiesToolName, hiddenContent: '' },
      ],
      [{ assistant: 'Thanks.' }, { assistant: 'Anything else?' }],
    );
    const user = userEvent.setup();
    await renderChat();
    const picker = await screen.findByRole('group', { name: 'Choose the times you are open' });
    await user.click(within(picker).getByRole('tab', { name: 'Morning' }));
    await user.click(within(picker).getByRole('button', { name: /Monday/ }));
    // Tool data alone is enough to send.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Thanks.')).toBeInTheDocument();
    await user.type(messageBox(), 'No{Enter}');
    expect(await within(log()).findByText('Anything else?')).toBeInTheDocument();
    expect(sentBodies(context)).toEqual([
      {
        content: '',
        feature: 'broadcast',
        conversationNameSuffix: '2',
        hiddenContent: 'My preferred schedule availability: Monday - Morning',
      },
      { content: 'No', feature: 'broadcast', conversationNameSuffix: '2' },
    ]);
  });

  test('the completion tool’s JSON result completes the chat and clears the conversation', async () => {
    serveConversation(
      context,
      [],
      [{ assistant: 'Saved.', tools: [{ name: 'EditChildcareProvider', result: '{"ok":true}' }] }],
    );
    const outcomes: CompletionOutcome[] = [];
    const user = userEvent.setup();
    await renderChat({
      completion: {
        toolName: 'EditChildcareProvider',
        clearOnComplete: true,
        onComplete: (outcome) => {
          outcomes.push(outcome);
          return true;
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Yes{Enter}');
    await waitFor(() => {
      expect(outcomes).toEqual([{ successful: true, result: { ok: true } }]);
    });
    await waitFor(() => {
      expect(requestsOf(context, 'DELETE').length > 0).toBe(true);
    });
    await waitFor(() => {
      expect(within(log()).queryByText('Yes')).not.toBeInTheDocument();
    });
  });

  test('with no assistant message left today, sending opens the limit-reached screen instead', async () => {
    serveConversation(context);
    serveUsage(context, 0);
    const user = userEvent.setup();
    const { router } = await renderChat();
    expect(await screen.findByText('0 assistant messages left today.')).toBeInTheDocument();
    await user.type(messageBox(), 'Hello{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service-payment/limit-reached');
    });
    expect(new URLSearchParams(router.state.location.search).get('detail')).toBe(
      'usage.assistantMessage: renews at 2026-11-24T05:00:00.000Z',
    );
    expect(sentBodies(context)).toEqual([]);
  });

  test('the server’s 402 limit_reached (used up elsewhere) opens the same screen', async () => {
    serveConversation(context, [], [{ status: 402 }]);
    const user = userEvent.setup();
    const { router } = await renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service-payment/limit-reached');
    });
  });

  test('the text size toggle reveals a vertical 10-24 slider starting at 16', async () => {
    serveConversation(context);
    const user = userEvent.setup();
    await renderChat();
    await user.click(await screen.findByRole('button', { name: 'Text size' }));
    const slider = screen.getByRole('slider', { name: 'Text size' });
    expect(slider).toHaveAttribute('aria-orientation', 'vertical');
    expect(slider).toHaveAttribute('aria-valuemin', '10');
    expect(slider).toHaveAttribute('aria-valuemax', '24');
    expect(slider).toHaveValue('16');
    slider.focus();
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveValue('17');
    expect(log()).toHaveStyle({ fontSize: '17px' });
  });
  test('the conversation reloads every 5 minutes and a send restarts the timer', async () => {
    // Only the interval is faked: the HTTP server, promises and vi.waitFor keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // The timer asks for the reload synchronously; counting those asks makes "not yet" checkable.
    const refetches = vi.spyOn(queryClient, 'refetchQueries');
    const reloadsAsked = () =>
      refetches.mock.calls.filter(([filters]) =>
        isEqual(filters?.queryKey, conversationQueryOptions('broadcast', '2').queryKey),
      ).length;
    serveConversation(context, [], [{ assistant: 'Noted.' }]);
    const user = userEvent.setup();
    await renderChat();
    await vi.waitFor(() => {
      expect(log()).toBeInTheDocument();
    });
    vi.advanceTimersByTime(4 * 60_000);
    expect(reloadsAsked()).toBe(0);

    await user.type(messageBox(), 'Hello{Enter}');
    await vi.waitFor(() => {
      expect(within(log()).getByText('Noted.')).toBeInTheDocument();
      // The effect that restarts the timer runs after the reply's render.
      expect(vi.getTimerCount()).toBe(1);
    });
    // Over five minutes after the first load but under five after the send: no reload yet.
    vi.advanceTimersByTime(4 * 60_000);
    expect(reloadsAsked()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(reloadsAsked()).toBe(1);
    await vi.waitFor(() => {
      expect(conversationReads()).toBe(2);
    });
    vi.advanceTimersByTime(fiveMinutes);
    expect(reloadsAsked()).toBe(2);
    await vi.waitFor(() => {
      expect(conversationReads()).toBe(3);
    });
  });

  test('after sending with the button, focus goes back to the message box', async () => {
    serveConversation(context, [], [{ assistant: 'Noted.' }]);
    const user = userEvent.setup();
    await renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Noted.')).toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
  });

  test('a completion handler that fails keeps the sent message and the reply on screen', async () => {
    serveConversation(
      context,
      [],
      [{ assistant: 'Saved.', tools: [{ name: 'CreateVoiceAssistant', result: '{"ok":true}' }] }],
    );
    const user = userEvent.setup();
    await renderChat({
      completion: {
        toolName: 'CreateVoiceAssistant',
        clearOnComplete: true,
        onComplete: () => Promise.reject(new Error('The step could not be recorded.')),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Yes{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answers are saved, but the next step could not open',
    );
    expect(within(log()).getByText('Yes')).toBeInTheDocument();
    expect(within(log()).getByText('Saved.')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(sentBodies(context)).toHaveLength(1);
  });
});
