import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { conversationMessages } from '@kinderwait/contract/conversations';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { englishLeft } from '../../../test/english-left';
import english from '../messages/assistant-chat.en';
import french from '../messages/assistant-chat.fr';
import { renderChat, serveConversation, serveUsage } from './assistant-chat-test-api';

const context = setupApiTestContext();

afterEach(() => {
  queryClient.clear();
});

describe('the assistant chat in French', () => {
  test('words the chat, its tool lines, its plurals and its errors in Canadian French', async () => {
    serveConversation(
      context,
      [
        { role: 'user', content: 'Bonjour' },
        { role: 'tool', content: 'CreateVoiceAssistant', hiddenContent: '{}' },
      ],
      [{ status: 503 }],
    );
    serveUsage(context, 1);
    const user = userEvent.setup();
    await renderChat({ feature: 'broadcast' }, 'fr');

    const conversation = await screen.findByRole('log', { name: 'Conversation avec AI Broadcast' });
    expect(
      within(conversation).getByText(
        'Les renseignements de votre agent vocal ont été enregistrés.',
      ),
    ).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    expect(box).toHaveAttribute('placeholder', 'Écrivez un message…');
    expect(
      await screen.findByText('Il vous reste 1 message à l’assistant aujourd’hui.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Taille du texte' })).toBeInTheDocument();

    await user.type(box, 'Huit places');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre message n’a pas été envoyé :',
    );
    expect(englishLeft(document.body.textContent, english, { french, match: 'anywhere' })).toEqual(
      [],
    );
  });

  test('keeps the contract’s verbatim English error word for word', () => {
    expect(english.errorAssistantUnavailable).toBe(conversationMessages.assistantUnavailable);
  });
});
