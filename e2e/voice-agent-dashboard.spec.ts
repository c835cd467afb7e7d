import { expect, test, type Page } from '@playwright/test';
import { childcareProvidersApiPaths, roleIds } from '@kinderwait/contract';
import { textPdf } from '../apps/server/src/test/fixtures/knowledge-documents.ts';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { startCentreWebsite, type CentreWebsite } from './support/centre-website.ts';
import { buyOnPlansScreen } from './support/checkout.ts';
import { recordPageProblems } from './support/page-problems.ts';
import { pageLikeProject } from './support/pages.ts';
import { openVoiceSetupChat } from './support/voice-setup-chat.ts';
import { apiHeaders } from './support/waitlist.ts';

/**
 * The voice agent from purchase to answering (docs/product/voice-agent.md): a licensed centre
 * buys the setup, completes the setup chat, has its website read (on 127.0.0.1: the e2e server
 * allows loopback crawling) and uploads its handbook, asks its agent in the test chat, reads the
 * conversation, and answers a family through the widget on its own strict-CSP website.
 */
let site: CentreWebsite;
test.beforeAll(async () => {
  site = await startCentreWebsite();
});
test.afterAll(async () => {
  await site.close();
});

/** The next 1 March at least two months ahead: the toddler spaces open then. */
function nextMarchFirst(): string {
  const today = new Date();
  const year = today.getMonth() >= 1 ? today.getFullYear() + 1 : today.getFullYear();
  return `${String(year)}-03-01`;
}

/** The centre's profile as the profile screens save it: a toddler group with spaces, a fee. */
async function saveCentreProfile(page: Page, website: string) {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, timeStart: '07:30', timeEnd: '18:00' }));
  const response = await page.request.patch(childcareProvidersApiPaths.profile, {
    headers: await apiHeaders(page, roleIds.Licenced),
    data: {
      paths: ['Profile', 'AgeGroups', 'Fees', 'Contact'],
      profile: {
        name: 'Maple Grove Early Learning',
        description: null,
        languages: ['en'],
        childcareTypeIds: [],
      },
      ageGroups: [
        {
          id: 2,
          availableSpaces: 2,
          availableStartDate: nextMarchFirst(),
          hoursOfBusiness: weekdays,
        },
      ],
      fees: { dailyFeeCents: 6500, hourlyFeeCents: null },
      contact: { phone: '+14165550142', email: null, website },
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function completeSetupChat(page: Page) {
  await page.getByRole('link', { name: 'Set up your voice agent' }).click();
  await expect(page).toHaveURL(/\/voice-ai-agent\/onboarding$/);
  const say = await openVoiceSetupChat(page);
  // The profile gives the name, the transfer number and the website.
  await say('hello', /What should callers hear when the assistant answers\?/);
  await say(
    'Hello, you reached Maple Grove Early Learning.',
    /Which phone number should get a text/,
  );
  await say('+14165550199', /Shall I save this\?/);
  // Saved, the chat opens the agent's dashboard.
  await say('yes');
  await expect(page).toHaveURL(/\/voice-ai-agent\/profile-dashboard$/);
}

async function ask(page: Page, question: string, answer: string | RegExp) {
  const chat = page.getByRole('region', { name: 'Test your agent' });
  await chat.getByRole('textbox', { name: 'Your message' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('list', { name: 'Test conversation' })).toContainText(answer);
}

test('a centre sets up its voice agent, teaches it, tests it, reads the conversation and answers a family on its own website @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInThroughApi(page, {
    email: uniqueEmail('voice-journey'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/home',
  });
  // The profile's address is a name (a web address must be one); the centre's pages are served on
  // 127.0.0.1, which the dashboard's crawl form takes.
  await saveCentreProfile(page, 'https://maple-grove.invalid');
  await buyOnPlansScreen(page, 'Voice Assistant Setup');
  await completeSetupChat(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Your voice agent' })).toBeVisible();
  // The onboarding leads there too, once the setup is saved.
  await page.goto('/voice-ai-agent/onboarding');
  await page.getByRole('link', { name: 'Open your agent’s dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your voice agent' })).toBeVisible();

  // The site is read in the background, and the handbook uploaded meanwhile.
  await page.getByRole('textbox', { name: 'Website address' }).fill(site.origin);
  await page.getByRole('button', { name: /^Read (this website|the website again)$/ }).click();
  await page.getByLabel('Add a document').setInputFiles({
    name: 'Parent handbook.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf([
      'Maple Grove Early Learning parent handbook.',
      'Children bring indoor shoes, a change of clothes and a labelled water bottle.',
      'Please sign your child in and out at the front desk every day.',
    ]),
  });
  const items = page.getByRole('list', { name: 'Your documents and websites' });
  await expect(items).toContainText('Parent handbook.pdf');
  await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible({ timeout: 90_000 });
  await expectAccessible(page);

  await ask(page, 'Do you have a toddler space in March?', /Toddler group shows 2 open spaces/);
  await ask(page, 'What are your fees?', /\$65/);
  await ask(page, 'What should my child bring?', /indoor shoes/);

  // A test call, typed (Chromium here has no speech recognition), then hung up.
  const chat = page.getByRole('region', { name: 'Test your agent' });
  await chat.getByRole('button', { name: 'Call', exact: true }).click();
  await chat.getByRole('button', { name: 'Call your agent' }).click();
  const call = chat.getByRole('list', { name: 'Test call' });
  // The greeting comes first: the call is then open.
  await expect(chat.getByRole('status')).toContainText('On the call');
  await chat.getByRole('textbox', { name: 'What you say' }).fill('What should my child bring?');
  await chat.getByRole('button', { name: 'Say it' }).click();
  await expect(call).toContainText('indoor shoes');
  await expectAccessible(page);
  await chat.getByRole('button', { name: 'Hang up' }).click();
  await expect(chat.getByText('The call has ended. It is in the list below.')).toBeVisible();
  await chat.getByRole('button', { name: 'Chat', exact: true }).click();

  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations).toContainText('Test call');
  await conversations.getByRole('button').nth(1).click();
  const details = page.getByRole('dialog', { name: /^Conversation, / });
  await expect(details.getByRole('list', { name: 'Transcript' })).toContainText(
    'Do you have a toddler space in March?',
  );
  await expect(details.getByText('Summary:')).toBeVisible();
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  // The widget works on the centre's own website once its origin is allowed.
  await page.getByRole('textbox', { name: 'Website origin' }).fill(site.origin);
  await page.getByRole('button', { name: 'Add origin' }).click();
  // Transcripts kept for 30 days rather than the default 90.
  const retention = page.getByRole('combobox', { name: 'Keep call transcripts for' });
  await expect(retention).toHaveValue('90');
  await retention.selectOption({ label: '30 days' });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your settings were saved.')).toBeVisible();
  await expect(retention).toHaveValue('30');
  const snippet = await page.getByLabel('Widget code').textContent();
  const publicId = /data-agent="([^"]+)"/.exec(snippet ?? '')?.[1];
  expect(publicId, snippet ?? '').toBeDefined();

  const visitor = await pageLikeProject(browser, test.info());
  const problems = await recordPageProblems(visitor);
  await visitor.goto(site.widgetPageUrl(baseURL ?? '', publicId ?? ''));
  await visitor.getByRole('button', { name: 'Questions? Ask us' }).click();
  const panel = visitor.getByRole('dialog', { name: /^Chat with Maple Grove Early Learning/ });
  const question = panel.getByRole('textbox', { name: 'Your question' });
  await question.fill('What are your fees?');
  await question.press('Enter');
  await expect(panel.getByRole('log')).toContainText('$65');
  await expectAccessible(visitor);
  expect(problems).toEqual([]);
  await visitor.close();
});
