import { expect, test, type Page } from '@playwright/test';
import { childcareProvidersApiPaths, roleIds } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { buyOnPlansScreen } from './support/checkout.ts';
import { openVoiceSetupChat } from './support/voice-setup-chat.ts';
import { apiHeaders } from './support/waitlist.ts';

/**
 * The voice agent's phone number (docs/product/voice-agent.md#the-phone-number): a licensed centre
 * buys the phone number plan in the sandbox, finishes the setup chat, searches the free 416
 * numbers on the dashboard, chooses one, and finds the text that announces it at /dev/telephony.
 */

/** The profile the setup chat reads its name, transfer number and website from. */
async function saveCentreProfile(page: Page) {
  const response = await page.request.patch(childcareProvidersApiPaths.profile, {
    headers: await apiHeaders(page, roleIds.Licenced),
    data: {
      paths: ['Profile', 'Contact'],
      profile: {
        name: 'Birch Lane Child Care',
        description: null,
        languages: ['en'],
        childcareTypeIds: [],
      },
      contact: { phone: '+14165550142', email: null, website: 'https://birch-lane.invalid' },
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The setup chat, answered as a centre would; the texts go to `smsNumber`. */
async function completeSetupChat(page: Page, smsNumber: string) {
  await page.goto('/voice-ai-agent/onboarding');
  const say = await openVoiceSetupChat(page);
  await say('hello', /What should callers hear when the assistant answers\?/);
  await say('Hello, you reached Birch Lane Child Care.', /Which phone number should get a text/);
  await say(smsNumber, /Shall I save this\?/);
  await say('yes');
  await expect(page).toHaveURL(/\/voice-ai-agent\/profile-dashboard$/);
}

test('a centre buys the phone number plan in the sandbox, chooses a 416 number from the search, and gets it by text @phone', async ({
  page,
}) => {
  test.slow();
  // A number of its own per run, so the text found is this run's.
  const smsNumber = `+1416555${String(1000 + Math.floor(Math.random() * 9000))}`;
  await signInThroughApi(page, {
    email: uniqueEmail('voice-number'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/home',
  });
  await saveCentreProfile(page);
  await buyOnPlansScreen(page, 'Voice Assistant Phone Number');
  await completeSetupChat(page, smsNumber);

  // 1. The 416 area code searched: the free numbers are listed, and one of them chosen.
  const state = page.getByRole('region', { name: 'Your agent today' });
  const areaCodes = state.getByRole('radiogroup', { name: 'Area code' });
  await expect(areaCodes.getByRole('radio', { name: '416' })).toBeChecked();
  await state.getByRole('button', { name: 'Search' }).click();
  await expect(state.getByRole('status').filter({ hasText: /numbers are free/ })).toHaveText(
    /^\d+ 416 numbers are free\. Choose one below\.$/,
  );
  const found = state.getByRole('radiogroup', { name: 'Free 416 numbers' });
  const offered = found.getByRole('radio', { name: /^\(416\) 555-01\d\d$/ });
  await expect(offered.first()).toBeVisible();
  await expectAccessible(page);
  // Not the first number offered, so the one bought is the one chosen rather than the first free;
  // one per parallel worker, so journeys running at once never choose the same (the loser would
  // rightly be told the number was taken).
  const index = 1 + test.info().parallelIndex;
  const chosen = (await found.locator('label').nth(index).textContent()) ?? '';
  await offered.nth(index).check();
  await state.getByRole('button', { name: 'Get this number' }).click();

  // Bought in the background, then shown with its state.
  const number = state.getByRole('link', { name: chosen });
  await expect(number).toBeVisible({ timeout: 15_000 });
  await expect(state.getByText('Answers calls')).toBeVisible();
  await expectAccessible(page);
  const shown = (await number.textContent()) ?? '';

  await page.goto(`/dev/telephony`);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(smsNumber);
  await page.getByRole('button', { name: 'Show texts and calls' }).click();
  await expect(
    page.getByText(
      new RegExp(
        `your voice agent now answers calls at ${shown.replace(/[()]/g, '\\$&')}\\. Dashboard: .*/voice-ai-agent/profile-dashboard`,
      ),
    ),
  ).toBeVisible();
});
