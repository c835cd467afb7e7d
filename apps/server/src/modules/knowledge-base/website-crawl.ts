import { createRequire } from 'node:module';
import type { CrawlProgress } from '@kinderwait/contract';
import { knowledgeBaseLimits, knowledgeBaseReasons, toSafeText } from '@kinderwait/contract';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { FetchFailure, SafeFetcher } from '../../integrations/web/safe-fetch.ts';
import { cleanText } from './document-text.ts';
import type { CrawledPage } from './knowledge-base.repository.ts';
import type { CrawlState } from './knowledge-base.tables.ts';

/*
 * The website crawl (docs/product/voice-agent.md#knowledge-base), one step at a time so a job
 * stays short and the progress is stored between steps: the site's own pages only (same host,
 * `www.` or not), breadth first from the address given, at most 50 pages and 3 links deep, what
 * robots.txt disallows for our User-Agent left alone, each page through the safe fetcher (2 MB,
 * 10 s, no private address, redirects checked), its readable text by Readability on linkedom.
 */

interface RobotsRules {
  isAllowed(url: string, userAgent?: string): boolean | undefined;
}

/**
 * robots-parser is CommonJS (`module.exports = function`) while its types declare a default
 * export, which TypeScript then reads as the namespace: loaded through require, typed here.
 */
const robotsParser = createRequire(import.meta.url)('robots-parser') as (
  url: string,
  contents: string,
) => RobotsRules;

/** The crawler's name in robots.txt and in its User-Agent. */
export const crawlerToken = 'KinderWaitBot';

export function crawlerUserAgent(publicOrigin: string): string {
  return `${crawlerToken}/1.0 (+${publicOrigin}; reads a childcare provider's own website at their request, for their voice agent)`;
}

export interface CrawlContext {
  fetcher: SafeFetcher;
  userAgent: string;
}

const pageLimits = {
  maxBytes: knowledgeBaseLimits.crawlMaxPageBytes,
  timeoutMs: knowledgeBaseLimits.crawlPageTimeoutMs,
};

/** Pages one step reads at most (a job of about a minute at worst). */
export const pagesPerStep = 5;

const skippedExtensions =
  /\.(pdf|docx?|xlsx?|pptx?|zip|gz|rar|7z|jpe?g|png|gif|webp|svg|ico|bmp|tiff?|mp3|mp4|m4a|wav|avi|mov|webm|css|js|json|xml|rss|woff2?|ttf|eot|exe|dmg|apk|ics)$/i;

function siteHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/** A page's address as the crawl keeps it: no fragment, and nothing else changed. */
function pageAddress(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

export function startCrawl(
  url: URL,
  pageAllowance: number,
): { state: CrawlState; progress: CrawlProgress } {
  const start = pageAddress(url);
  return {
    state: {
      host: siteHost(url),
      queue: [{ url: start, depth: 0 }],
      seen: [start],
      robotsTxt: null,
      pageAllowance: Math.min(pageAllowance, knowledgeBaseLimits.crawlMaxPages),
      step: 0,
    },
    progress: { pagesFound: 1, pagesRead: 0, pagesSkipped: 0, skipped: [] },
  };
}

const failureReasons: Readonly<Record<FetchFailure, string>> = {
  refusedAddress: knowledgeBaseReasons.refusedAddress,
  timedOut: knowledgeBaseReasons.timedOut,
  tooLarge: knowledgeBaseReasons.tooLarge,
  tooManyRedirects: knowledgeBaseReasons.tooManyRedirects,
  otherSite: knowledgeBaseReasons.otherSite,
  unreachable: knowledgeBaseReasons.unreachable,
  notHttp: knowledgeBaseReasons.notHtml,
};

interface ReadPage {
  page: CrawledPage | null;
  links: string[];
  reason: string | null;
}

/**
 * What the crawl reads of linkedom's document. The server compiles without the DOM's types, so
 * linkedom's and Readability's declarations of it do not resolve: the parts used are named here
 * and checked when the document is made.
 */
interface PageElement {
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
}

interface PageDocument {
  querySelectorAll(selector: string): Iterable<PageElement>;
  querySelector(selector: string): PageElement | null;
  readonly body: PageElement | null;
}

function isPageDocument(value: unknown): value is PageDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    'querySelectorAll' in value &&
    'querySelector' in value
  );
}

function parsePage(html: string): PageDocument | null {
  const window: unknown = parseHTML(html);
  // linkedom's window is a proxy that answers `document` without saying it has it (`in`).
  const document: unknown =
    typeof window === 'object' && window !== null ? Reflect.get(window, 'document') : null;
  return isPageDocument(document) ? document : null;
}

interface Article {
  title?: string | null;
  textContent?: string | null;
}

/** Readability's article of the document, or null when it finds none (or fails on it). */
function articleOf(document: PageDocument): Article | null {
  try {
    const readability: { parse(): Article | null } = new Readability(document);
    return readability.parse();
  } catch {
    return null;
  }
}

/** The readable text and the links of an HTML page. */
export function readHtml(html: string, url: URL): { title: string; text: string; links: string[] } {
  const document = parsePage(html);
  if (document === null) return { title: '', text: '', links: [] };
  // The links first: Readability changes the document it reads.
  const links = [...document.querySelectorAll('a[href]')].flatMap((anchor) => {
    const href = anchor.getAttribute('href');
    if (href === null) return [];
    try {
      return [new URL(href, url).href];
    } catch {
      return [];
    }
  });
  const fallbackTitle = document.querySelector('title')?.textContent ?? '';
  const bodyText = document.body?.textContent ?? '';
  const article = articleOf(document);
  const articleText = article?.textContent ?? '';
  return {
    title: toSafeText(article?.title ?? fallbackTitle)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300),
    text: cleanText(articleText.trim() === '' ? bodyText : articleText),
    links,
  };
}

async function readPage(
  context: CrawlContext,
  state: CrawlState,
  address: string,
): Promise<ReadPage> {
  const url = new URL(address);
  const result = await context.fetcher.fetch(url, {
    ...pageLimits,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    mayRedirectTo: (next) => siteHost(next) === state.host,
  });
  if (!result.ok) return { page: null, links: [], reason: failureReasons[result.failure] };
  if (result.status !== 200) {
    return { page: null, links: [], reason: knowledgeBaseReasons.httpStatus(result.status) };
  }
  if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(result.contentType)) {
    return { page: null, links: [], reason: knowledgeBaseReasons.notHtml };
  }
  const html = new TextDecoder('utf-8').decode(result.body);
  const read = readHtml(html, result.url);
  if (read.text === '')
    return { page: null, links: read.links, reason: knowledgeBaseReasons.noText };
  return {
    page: { url: pageAddress(result.url), title: read.title, text: read.text },
    links: read.links,
    reason: null,
  };
}

async function fetchRobots(context: CrawlContext, origin: string): Promise<string> {
  const result = await context.fetcher.fetch(new URL('/robots.txt', origin), {
    maxBytes: 500 * 1024,
    timeoutMs: knowledgeBaseLimits.crawlPageTimeoutMs,
  });
  if (!result.ok || result.status !== 200) return '';
  return toSafeText(new TextDecoder('utf-8').decode(result.body), { multiLine: true });
}

function skip(progress: CrawlProgress, url: string, reason: string): void {
  progress.pagesSkipped += 1;
  if (progress.skipped.length < knowledgeBaseLimits.crawlSkippedListMax) {
    progress.skipped.push({ url: toSafeText(url), reason });
  }
}

export interface CrawlStepResult {
  state: CrawlState;
  progress: CrawlProgress;
  pages: CrawledPage[];
  done: boolean;
}

/**
 * Reads up to `pagesPerStep` pages of the queue: what robots.txt disallows, and pages past the
 * limits, are skipped with the reason; same-site links of each page read join the queue.
 */
export async function crawlStep(
  context: CrawlContext,
  current: CrawlState,
  currentProgress: CrawlProgress,
): Promise<CrawlStepResult> {
  const state: CrawlState = structuredClone(current);
  const progress: CrawlProgress = structuredClone(currentProgress);
  const seen = new Set(state.seen);
  const pages: CrawledPage[] = [];
  const first = state.queue[0];
  if (state.robotsTxt === null && first !== undefined) {
    state.robotsTxt = await fetchRobots(context, new URL(first.url).origin);
  }
  const robots = robotsParser(
    new URL('/robots.txt', first?.url ?? `http://${state.host}`).href,
    state.robotsTxt ?? '',
  );
  const allowedByRobots = (address: string): boolean => {
    const url = new URL(address);
    const robotsUrl = new URL(`${url.pathname}${url.search}`, first?.url ?? url.href);
    return robots.isAllowed(robotsUrl.href, crawlerToken) !== false;
  };
  const limit = (): string =>
    state.pageAllowance < knowledgeBaseLimits.crawlMaxPages
      ? knowledgeBaseReasons.planPageLimit
      : knowledgeBaseReasons.pageLimit;

  let read = 0;
  while (read < pagesPerStep && state.queue.length > 0) {
    const next = state.queue.shift();
    if (next === undefined) break;
    if (progress.pagesRead >= state.pageAllowance) {
      skip(progress, next.url, limit());
      continue;
    }
    if (!allowedByRobots(next.url)) {
      skip(progress, next.url, knowledgeBaseReasons.robotsDisallowed);
      continue;
    }
    read += 1;
    const result = await readPage(context, state, next.url);
    if (result.page === null) {
      skip(progress, next.url, result.reason ?? knowledgeBaseReasons.noText);
    } else {
      progress.pagesRead += 1;
      pages.push(result.page);
      seen.add(result.page.url);
    }
    for (const link of result.links) {
      const url = new URL(link);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || siteHost(url) !== state.host) {
        continue;
      }
      const address = pageAddress(url);
      if (seen.has(address)) continue;
      seen.add(address);
      progress.pagesFound += 1;
      if (skippedExtensions.test(url.pathname)) {
        skip(progress, address, knowledgeBaseReasons.notHtml);
      } else if (next.depth + 1 > knowledgeBaseLimits.crawlMaxDepth) {
        skip(progress, address, knowledgeBaseReasons.tooDeep);
      } else if (progress.pagesRead + state.queue.length >= state.pageAllowance) {
        skip(progress, address, limit());
      } else {
        state.queue.push({ url: address, depth: next.depth + 1 });
      }
    }
  }
  state.seen = [...seen];
  state.step += 1;
  return { state, progress, pages, done: state.queue.length === 0 };
}
