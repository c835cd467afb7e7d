import { expect, test, type Page } from '@playwright/test';
import {
  billingApiPaths,
  buildUrl,
  CheckoutResponse,
  ProductsResponse,
  roleIds,
  sandboxCheckoutApiPaths,
  sandboxTestCards,
  type RoleCode,
} from '@kinderwait/contract';
import { seriousViolations } from './accessibility.ts';
import { englishLeft, expectFrench } from './french.ts';
import { apiHeaders } from './waitlist.ts';

/**
 * The French sweep of every signed-in screen (e2e/every-screen-french.spec.ts): each screen is
 * opened, left to settle, and checked as the French journeys check theirs. What a screen gets
 * wrong is collected, not thrown, so one run lists every screen's English at once.
 */

export interface Screen {
  /** What the report calls it. */
  name: string;
  path: string;
  /** Where the screen is expected to end up, when not at `path` (a section's first screen). */
  lands?: RegExp;
}

/** The screen has drawn: its heading shows, the network is quiet and no spinner turns. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A screen that polls is never idle: a quiet moment is waited for, not required.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // A spinner that never stops (a chat's typing dots) is the screen's own: not waited for long.
  await expect(page.getByRole('progressbar'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Text outside the catalogues (hard-coded words, the server's) is not seen by `englishLeft`: an
 * element whose own text has two or more common English words is listed for a reader to judge
 * (noted on the test, never failing it: names and quoted English are legitimate).
 */
async function possiblyEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english =
      /\b(the|your|you|and|with|this|that|have|has|will|are|is|not|from|our|please|here|what|when|which|there|yet|been|or|no|of|to|in|for|an|a)\b/gi;
    const lines = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || parent.closest('script, style, [hidden], [aria-hidden="true"]')) {
        continue;
      }
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const words = (text.match(english) ?? []).filter((word) => !/^(a|en|on)$/i.test(word));
      if (words.length >= 2) lines.add(text.slice(0, 120));
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const text = element.getAttribute(name) ?? '';
        if ((text.match(english) ?? []).length >= 2) lines.add(`${name}="${text.slice(0, 120)}"`);
      }
    }
    return [...lines];
  });
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

/**
 * Opens each screen and checks it: French (`expectFrench`: the page's language, no English
 * catalogue phrase, no sideways scroll) and, with `axe`, no serious accessibility violation (off
 * by default: about ten seconds a screen on a loaded machine, and the other journeys check the
 * screens with axe). Every English phrase found is returned as a finding, one line per screen;
 * the language and scroll checks fail the step as in the other journeys.
 */
export async function sweepScreens(
  page: Page,
  screens: readonly Screen[],
  { axe = false } = {},
): Promise<string[]> {
  const findings: string[] = [];
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      const lands =
        screen.lands ?? new RegExp(`^${pathOf(new URL(screen.path, page.url()).href)}$`);
      try {
        await expect.poll(() => pathOf(page.url())).toMatch(lands);
        await settle(page);
      } catch (error) {
        findings.push(`${screen.name}: did not open (${pathOf(page.url())}): ${String(error)}`);
        return;
      }
      const english = await englishLeft(page);
      if (english.length > 0) findings.push(`${screen.name}: ${english.join(', ')}`);
      const suspect = await possiblyEnglish(page);
      if (suspect.length > 0) {
        test.info().annotations.push({
          type: 'Possibly English',
          description: `${screen.name}: ${suspect.join(' | ')}`,
        });
      }
      // Found English is the finding above: the step checks the language and the width.
      const known = english.map((line) => /^"(.*)" \(/.exec(line)?.[1] ?? line);
      await expectFrench(page, screen.name, 'body', known);
      if (axe) {
        const violations = await seriousViolations(page);
        if (violations.length > 0) findings.push(`${screen.name}: axe ${violations.join('; ')}`);
      }
    });
  }
  for (const finding of findings) {
    test.info().annotations.push({ type: 'French sweep', description: finding });
  }
  return findings;
}

/**
 * Buys `productCode` as the signed-in user through the API and the payment sandbox, with a card
 * that pays (billing.spec.ts proves the screens): answers the checkout's id.
 */
export async function buyThroughSandbox(
  page: Page,
  role: RoleCode,
  productCode: string,
): Promise<string> {
  const headers = await apiHeaders(page, roleIds[role]);
  const products = ProductsResponse.parse(
    await (await page.request.get(billingApiPaths.products, { headers })).json(),
  );
  const product = products.items.find((item) => item.code === productCode);
  if (product === undefined) throw new Error(`no product ${productCode} on sale`);
  const origin = new URL(page.url()).origin;
  const success = new URL('/service-payment/checkout-complete', origin);
  success.searchParams.set('product', productCode);
  const opened = await page.request.post(billingApiPaths.checkout, {
    headers,
    data: {
      successUrl: success.toString(),
      cancelUrl: new URL('/service-payment/pricing-tier-carousel', origin).toString(),
      paymentServiceProvider: 'stripe',
      order: {
        products: [{ code: productCode, quantity: 1 }],
        paymentMethods: ['card'],
        paymentMode: product.paymentMode,
      },
    },
  });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const { id } = CheckoutResponse.parse(await opened.json());
  const paid = await page.request.post(buildUrl(sandboxCheckoutApiPaths.pay, { sessionId: id }), {
    headers,
    data: {
      cardNumber: sandboxTestCards.succeeds,
      expiry: '12/45',
      cvc: '123',
      postalCode: 'M5H 2N2',
    },
  });
  expect(paid.status(), await paid.text()).toBeLessThan(300);
  return id;
}
