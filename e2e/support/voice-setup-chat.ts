import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Opens the voice agent's setup chat from its onboarding screen and returns how to answer it: each
 * answer is sent once the chat can take it, and waits for the chat's `next` question if given.
 */
export async function openVoiceSetupChat(
  page: Page,
): Promise<(text: string, next?: string | RegExp) => Promise<void>> {
  await page.getByRole('link', { name: 'Open the setup chat' }).click();
  const log = page.getByRole('log', { name: 'Conversation with AI Voice Agent' });
  const box = page.getByRole('textbox', { name: 'Your message' });
  const send = page.getByRole('button', { name: 'Send' });
  return async (text, next) => {
    await box.fill(text);
    await expect(send).toBeEnabled();
    await box.press('Enter');
    if (next !== undefined) await expect(log.getByText(next).last()).toBeVisible();
  };
}
