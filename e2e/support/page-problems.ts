import type { Page } from '@playwright/test';

/**
 * Starts recording what would show a broken page in the browser: console errors, uncaught
 * exceptions and Content-Security-Policy violations (the server's policy allows no inline script
 * and no eval: apps/server/src/plugins/security/content-security-policy.ts). Call it before the first navigation; the returned array fills as the
 * page runs, one line per problem, and should end up empty.
 */
export async function recordPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed load names its URL only in the location, so a test can tell which one failed.
    const { url } = message.location();
    problems.push(`console: ${message.text()}${url === '' ? '' : ` (${url})`}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // Chrome logs a blocked inline script as a console error but not a blocked eval the code
  // catches (zod's feature probe, say): the DOM event catches every violation. The binding and
  // the init script are installed over the DevTools protocol, outside the page's policy, and
  // survive navigations.
  await page.exposeBinding('recordCspViolation', (_source, line: string) => {
    problems.push(`csp: ${line}`);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const page = window as unknown as { recordCspViolation: (line: string) => void };
        page.recordCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`,
        );
      },
      { capture: true },
    );
  });
  return problems;
}
