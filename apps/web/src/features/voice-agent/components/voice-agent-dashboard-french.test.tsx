import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { knowledgeBaseMessages } from '@kinderwait/contract/knowledge-base';
import { phoneNumbersMessages } from '@kinderwait/contract/phone-numbers';
import { voiceAgentMessages } from '@kinderwait/contract/voice-agent';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { englishLeft } from '../../../test/english-left';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/voice-agent-dashboard.en';
import french from '../messages/voice-agent-dashboard.fr';
import { AgentStateCard } from './agent-state-card';
import { AnsweringHoursEditor } from './answering-hours-editor';
import { KnowledgeItemRow } from './knowledge-item-row';
import { knowledgeItem } from './voice-agent-test-api';

async function renderInFrench(element: ReactNode) {
  // Awaited: React resumes the render suspended on the words' chunk inside this scope.
  await act(() => {
    render(
      <QueryWrapper>
        <I18nProvider language="fr">{element}</I18nProvider>
      </QueryWrapper>,
    );
    return Promise.resolve();
  });
}

const noop = () => undefined;

describe('the voice agent’s dashboard in French', () => {
  test('words the agent’s state, a crawled website and its plurals in Canadian French', async () => {
    await renderInFrench(
      <>
        <AgentStateCard items={[]} enabled={false} />
        <ul>
          <KnowledgeItemRow
            item={knowledgeItem({
              key: 'website:littleoaks.example',
              name: 'littleoaks.example',
              kind: 'web_page',
              chunkCount: 1,
              size: 3000,
              crawl: {
                pagesFound: 9,
                pagesRead: 1,
                pagesSkipped: 2,
                skipped: [{ url: 'https://littleoaks.example/private', reason: 'robots.txt' }],
              },
            })}
            onDownload={noop}
            onDelete={noop}
            downloading={false}
          />
        </ul>
      </>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Votre agent aujourd’hui' }),
    ).toBeInTheDocument();
    const text = document.body.textContent.replace(/\s+/g, ' ');
    expect(text).toContain('Documents requis');
    // The state's chip (a <div>) is not inside a paragraph, which HTML does not allow.
    expect(screen.getByRole('status')).toHaveTextContent('Documents requis');
    expect(document.querySelector('p div')).toBeNull();
    expect(text).toContain('Pas encore de numéro de téléphone');
    expect(text).toContain('9 pages trouvées, 1 lue, 2 ignorées');
    expect(text).toContain('Pages non lues (2)');
    expect(text).toContain('https://littleoaks.example/private : robots.txt');
    expect(text).toMatch(/Site Web · .+ · 1 passage/);
    expect(screen.getByRole('button', { name: 'Supprimer littleoaks.example' })).toBeVisible();
    expect(englishLeft(text, english, { french, match: 'anywhere' })).toEqual([]);
  });

  test('names the answering hours’ days and fields in French', async () => {
    await renderInFrench(
      <AnsweringHoursEditor
        windows={[{ weekday: 1, opens: '07:30', closes: '18:00' }]}
        errors={{}}
        onChange={noop}
      />,
    );
    expect(await screen.findByLabelText('lundi : ouverture')).toHaveValue('07:30');
    expect(screen.getByLabelText('lundi : fermeture')).toHaveValue('18:00');
    expect(screen.getByRole('button', { name: 'Ajouter des heures le mardi' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retirer lundi de 07:30 à 18:00' })).toBeVisible();
    expect(englishLeft(document.body.textContent, english, { french, match: 'anywhere' })).toEqual(
      [],
    );
  });
});

describe('the dashboard’s English words', () => {
  test('keep the contract’s verbatim messages word for word', () => {
    expect({
      notSetUp: english.errorVoiceAgentNotSetUp,
      ended: english.errorConversationEnded,
      notFound: english.errorConversationNotFound,
      tooLarge: english.errorKnowledgeFileTooLarge,
      empty: english.errorKnowledgeFileEmpty,
      typeRefused: english.errorKnowledgeFileTypeRefused,
      missing: english.errorKnowledgeFileMissing,
      notMultipart: english.errorKnowledgeNotMultipart,
      notReady: english.errorKnowledgeItemNotReady,
      itemNotFound: english.errorKnowledgeItemNotFound,
      alreadyHeld: english.errorPhoneAlreadyHeld,
      phoneNotSetUp: english.errorPhoneAgentNotSetUp,
      providerUnavailable: english.errorPhoneProviderUnavailable,
    }).toEqual({
      notSetUp: voiceAgentMessages.notSetUp,
      ended: voiceAgentMessages.conversationEnded,
      notFound: voiceAgentMessages.conversationNotFound,
      tooLarge: knowledgeBaseMessages.fileTooLarge,
      empty: knowledgeBaseMessages.fileEmpty,
      typeRefused: knowledgeBaseMessages.fileTypeRefused,
      missing: knowledgeBaseMessages.fileMissing,
      notMultipart: knowledgeBaseMessages.notMultipart,
      notReady: knowledgeBaseMessages.websiteNotReady,
      itemNotFound: knowledgeBaseMessages.itemNotFound,
      alreadyHeld: phoneNumbersMessages.alreadyHeld,
      phoneNotSetUp: phoneNumbersMessages.notSetUp,
      providerUnavailable: phoneNumbersMessages.providerUnavailable,
    });
  });
});
