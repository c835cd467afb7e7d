import type { Browser, Page, TestInfo } from '@playwright/test';

/**
 * A second browser context like the project's (another person beside the first: the parent next
 * to the provider), at the project's width and with its touch and device settings.
 */
export async function pageLikeProject(browser: Browser, info: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  return context.newPage();
}
