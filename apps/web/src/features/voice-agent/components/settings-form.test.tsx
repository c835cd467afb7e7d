import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { phoneNumberMessages } from '@kinderwait/contract/rules/phone-number';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { SettingsForm } from './settings-form';
import { renderWithRouter, voiceSettings } from './voice-agent-test-api';

const context = setupApiTestContext();
const settingsPath = buildUrl(voiceAgentApiPaths.assistant, { feature: 'voiceAiAgent' });

function recordPatches() {
  const patches: unknown[] = [];
  context.server.route('PATCH', settingsPath, (request, response) => {
    const patch = JSON.parse(request.body) as Record<string, unknown>;
    patches.push(patch);
    sendJson(response, 200, {
      ...voiceSettings(),
      ...patch,
      updatedAt: '2026-11-27T15:00:00.000Z',
    });
  });
  return patches;
}

describe('the settings form', () => {
  test('refuses phone numbers that are not E.164 or not possible, with the contract’s words, and sends nothing', async () => {
    const patches = recordPatches();
    const user = userEvent.setup();
    await renderWithRouter(<SettingsForm settings={voiceSettings()} />);

    const transfer = screen.getByRole('textbox', { name: 'Transfer calls to' });
    await user.clear(transfer);
    await user.type(transfer, 'call me');
    const sms = screen.getByRole('textbox', { name: 'Number for text messages' });
    await user.clear(sms);
    await user.type(sms, '+1416555');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(phoneNumberMessages.notE164)).toBeInTheDocument();
    expect(screen.getByText(phoneNumberMessages.notPossible)).toBeInTheDocument();
    expect(transfer).toHaveAccessibleDescription(phoneNumberMessages.notE164);
    expect(patches).toEqual([]);
  });

  test('a closing time before the opening time is refused on that day’s row', async () => {
    const patches = recordPatches();
    const user = userEvent.setup();
    await renderWithRouter(<SettingsForm settings={voiceSettings()} />);

    expect(screen.getByText('No hours set: your agent answers at all hours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    const closes = screen.getByLabelText('Tuesday closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('The closing time must be after the opening time'),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  test('offers French (Canada) as the agent’s language, and saves fr-CA when chosen', async () => {
    const patches = recordPatches();
    const user = userEvent.setup();
    await renderWithRouter(<SettingsForm settings={voiceSettings()} />);

    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English (Canada)', 'French (Canada)']);
    await user.selectOptions(language, 'fr-CA');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await screen.findByText('Your settings were saved.');
    expect(patches).toEqual([expect.objectContaining({ language: 'fr-CA' })]);
  });

  test('a refused origin is said at once and not added', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<SettingsForm settings={voiceSettings()} />);

    await user.type(
      screen.getByRole('textbox', { name: 'Website origin' }),
      'https://littleoaks.example/contact',
    );
    await user.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(
      screen.getByText('Use an origin like https://www.example.ca (no path)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove https/ })).not.toBeInTheDocument();
  });

  test('saves the changes: numbers as typed become E.164, hours and origins as shown, and says so', async () => {
    const patches = recordPatches();
    const user = userEvent.setup();
    await renderWithRouter(<SettingsForm settings={voiceSettings()} />);

    const transfer = screen.getByRole('textbox', { name: 'Transfer calls to' });
    await user.clear(transfer);
    await user.type(transfer, '(647) 555-0100');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Voice on the phone' }),
      'Matthew',
    );
    const retention = screen.getByRole('combobox', { name: 'Keep call transcripts for' });
    expect(retention).toHaveDisplayValue('90 days');
    await user.selectOptions(retention, '365 days');
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Website origin' }),
      'https://www.littleoaks.example',
    );
    await user.click(screen.getByRole('button', { name: 'Add origin' }));
    await user.click(screen.getByRole('switch', { name: 'Your agent answers' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect(patches).toEqual([
      expect.objectContaining({
        redirectPhoneNumber: '+16475550100',
        voice: 'Matthew',
        answeringHours: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
        allowedOrigins: ['https://www.littleoaks.example'],
        enabled: false,
        transcriptRetentionDays: 365,
      }),
    ]);
    const monday = screen.getByRole('button', { name: 'Remove Monday 09:00 to 17:00' });
    expect(within(monday.closest('li') as HTMLElement).getByText('Monday')).toBeInTheDocument();
    expect(screen.getAllByText('Closed')).toHaveLength(6);
  });
});
