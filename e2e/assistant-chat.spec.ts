import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { isoDate } from './support/waitlist.ts';

test('a licensed provider fills the profile by chatting with the local assistant, schedule picker included @phone', async ({
  page,
}) => {
  test.info().setTimeout(90_000);
  await signInThroughApi(page, {
    email: uniqueEmail('assistant'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    path: '/user-profile/childcare-provider',
  });
  await page.getByRole('link', { name: 'Fill in your profile with the AI assistant' }).click();
  await expect(page).toHaveURL(/\/ai-assistants\/broadcast$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Broadcast' })).toBeVisible();
  // One main landmark: the layout's (axe counts a second one only as a moderate problem).
  await expect(page.getByRole('main')).toHaveCount(1);
  const log = page.getByRole('log', { name: 'Conversation with AI Broadcast' });
  // A provider without a profile user is told what to complete
  // (docs/product/assistant.md#broadcast-welcome-message).
  await expect(log).toContainText('profile');
  const box = page.getByRole('textbox', { name: 'Your message' });
  await expect(box).toHaveAttribute('placeholder', 'Type a message...');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Shift+Enter adds a line; Enter sends.
  await box.fill('Hi');
  await box.press('Shift+Enter');
  await box.pressSequentially('there');
  await expect(box).toHaveValue('Hi\nthere');
  await box.press('Enter');
  await expect(log).toContainText('I am an automated assistant.');
  await expect(box).toHaveValue('');

  const send = page.getByRole('button', { name: 'Send' });
  // Send is disabled until the previous reply has settled
  // (docs/product/assistant.md#the-chat-screen); a user waits for it too.
  const answer = async (text: string, next: string | RegExp) => {
    await box.fill(text);
    await expect(send).toBeEnabled();
    await box.press('Enter');
    await expect(log.getByText(next).last()).toBeVisible();
  };
  await answer('Maple Leaf Daycare', /Which kinds of care do you offer/);
  await answer('full time', /Which age groups do you care for/);
  await answer('infants', /How many Infant spaces/);
  await answer('lots', /I could not find a number in that answer/);
  await answer('four', /From what date are the Infant spaces available/);
  await box.fill(isoDate(60));
  await expect(send).toBeEnabled();
  await box.press('Enter');

  // The client-handled tool: the availability picker, its answer sent with the next message.
  const picker = page.getByRole('group', { name: 'Choose the times you are open' });
  await expect(picker).toBeVisible();
  await expectAccessible(page);
  // The provider's hours: it opens on the morning and speaks of opening times; no tool name shows.
  await expect(picker.getByRole('tab', { name: 'Morning' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(picker.getByRole('status')).toHaveText('No opening times chosen yet.');
  await expect(log).not.toContainText('ClientHandled');
  // Leaving and coming back resumes where it was; a greeting carries on without the introduction.
  await page.reload();
  await expect(picker).toBeVisible();
  await answer('Hi again', /Let's carry on where we left off/);
  await expect(picker).toBeVisible();
  await picker.getByRole('tab', { name: 'Morning' }).click();
  await picker.getByRole('button', { name: /Monday/ }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(/Shall I save this/).last()).toBeVisible();
  await expect(log).toContainText('Maple Leaf Daycare');

  // The text size slider: 10 to 24, from 16.
  await page.getByRole('button', { name: 'Text size' }).click();
  const slider = page.getByRole('slider', { name: 'Text size' });
  await expect(slider).toHaveValue('16');
  await slider.focus();
  await slider.press('ArrowUp');
  await expect(slider).toHaveValue('17');
  await expect(log).toHaveCSS('font-size', '17px');
  await slider.press('Escape');

  await box.fill('yes');
  await expect(send).toBeEnabled();
  await box.press('Enter');
  // The completion tool saved the profile: the chat is cleared and the profile shows the answers.
  await expect(page).toHaveURL(/\/user-profile\/childcare-provider$/);
  const details = page.getByRole('form', { name: 'About your childcare' });
  await expect(details.getByRole('textbox', { name: 'Name' })).toHaveValue('Maple Leaf Daycare');
  const ageGroups = page.getByRole('form', { name: 'Age groups, spaces and hours' });
  await expect(ageGroups.getByRole('spinbutton', { name: /^Available spaces/ })).toHaveValue('4');
  await expect(ageGroups.getByRole('checkbox', { name: 'Monday: Open' })).toBeChecked();
  await expect(ageGroups.getByRole('checkbox', { name: 'Tuesday: Open' })).not.toBeChecked();
});
