import { z } from 'zod';
import { productCodes } from './billing.ts';
import { features } from './constants.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * The voice agent's knowledge base (docs/product/voice-agent.md#knowledge-base): the documents a
 * provider uploads and the website pages the server gathers, kept per feature and key, read into
 * passages the agent answers from. Only the provider who added an item reaches it.
 */
export const knowledgeBaseApiPaths = {
  /** GET: the provider's items of the feature (`{ items }`). */
  items: '/api/knowledge-base/{feature}',
  /** PUT (multipart, field `file`): uploads or replaces; GET: the original bytes; DELETE. */
  item: '/api/knowledge-base/{feature}/{key}',
  /** POST `{ url }`: gathers the website's pages in the background (re-crawling replaces them). */
  embeddings: '/api/knowledge-base/{feature}/embeddings',
} as const;

/** The features with a knowledge base: the voice agent's only. */
export const knowledgeBaseFeatures = [features.voiceAiAgent] as const;
export const KnowledgeBaseFeature = z.enum(knowledgeBaseFeatures, {
  error: `The feature must be one of ${knowledgeBaseFeatures.join(', ')}`,
});
export type KnowledgeBaseFeature = z.infer<typeof KnowledgeBaseFeature>;

const megabyte = 1024 * 1024;

/** What one upload and one crawl may be (the plan's totals are below). */
export const knowledgeBaseLimits = {
  keyMaxLength: 200,
  urlMaxLength: 2048,
  /** One uploaded file: at most 10 MB. */
  maxFileBytes: 10 * megabyte,
  /** A Word document unzipped: more than this is refused (a "zip bomb"). */
  maxUnzippedBytes: 50 * megabyte,
  /** One crawl: at most this many pages read, this many links deep from the address given. */
  crawlMaxPages: 50,
  crawlMaxDepth: 3,
  /** One crawled page: at most 2 MB, read within 10 s. */
  crawlMaxPageBytes: 2 * megabyte,
  crawlPageTimeoutMs: 10_000,
  /** The skipped pages a crawl keeps with their reason (the count goes on past it). */
  crawlSkippedListMax: 100,
} as const;

/**
 * Each provider's totals across the knowledge base, by plan (docs/decisions/voice-agent.md): a
 * provider with an active voice product has the voice allowance, any other the free one. Files
 * and megabytes count uploaded documents; pages count the website pages read.
 */
export const knowledgeBasePlanLimits = {
  free: { files: 5, megabytes: 10, pages: 10 },
  voice: { files: 100, megabytes: 500, pages: 200 },
} as const;
export type KnowledgeBaseAllowance =
  (typeof knowledgeBasePlanLimits)[keyof typeof knowledgeBasePlanLimits];

/** The products that give the voice allowance. */
export const knowledgeBaseVoiceProducts: readonly string[] = [
  productCodes.voiceAssistantSetup,
  productCodes.voiceAssistantPhoneNumber,
];

export const KnowledgeBaseFeatureParams = z.object({ feature: KnowledgeBaseFeature });
export type KnowledgeBaseFeatureParams = z.infer<typeof KnowledgeBaseFeatureParams>;

/** A key names one item of the provider's knowledge base; any text but `.` and `..`. */
export const KnowledgeBaseKey = safeText(
  z
    .string()
    .trim()
    .min(1)
    .max(knowledgeBaseLimits.keyMaxLength)
    .refine((key) => key !== '.' && key !== '..', 'must not be . or ..'),
);

export const KnowledgeBaseItemParams = z.object({
  feature: KnowledgeBaseFeature,
  key: KnowledgeBaseKey,
});
export type KnowledgeBaseItemParams = z.infer<typeof KnowledgeBaseItemParams>;

/** POST /embeddings: the website to crawl (its pages become one `web_page` item). */
export const KnowledgeBaseCrawlBody = z.object({
  url: safeText(
    // Any host, an address or `localhost` included: what may be fetched is the server's check,
    // on the address it resolves to (docs/product/platform.md#rules-that-hold-everywhere).
    z
      .url({
        protocol: /^https?$/,
        error: (issue) =>
          typeof issue.input === 'string'
            ? 'Use a web address starting with http:// or https://'
            : undefined,
      })
      .max(knowledgeBaseLimits.urlMaxLength),
  ),
});
export type KnowledgeBaseCrawlBody = z.infer<typeof KnowledgeBaseCrawlBody>;

/** The key of a crawled website's item: `website:` and the address's host (with its port). */
export function websiteKey(url: URL): string {
  return `website:${url.host}`;
}

/** The multipart field an upload carries its file in. */
export const knowledgeBaseFileField = 'file';

export const knowledgeBaseItemKinds = ['file', 'web_page'] as const;
export type KnowledgeBaseItemKind = (typeof knowledgeBaseItemKinds)[number];

export const knowledgeBaseItemStates = ['processing', 'ready', 'failed'] as const;
export type KnowledgeBaseItemState = (typeof knowledgeBaseItemStates)[number];

/** A page the crawl did not read, and why. */
export const CrawlSkippedPage = z.object({ url: z.string(), reason: z.string() });
export type CrawlSkippedPage = z.infer<typeof CrawlSkippedPage>;

/**
 * A website's crawl, as it goes and once done: the same-site pages found (the address given
 * included), those read, and those skipped with the reason (at most `crawlSkippedListMax` listed).
 */
export const CrawlProgress = z.object({
  pagesFound: z.number().int().min(0),
  pagesRead: z.number().int().min(0),
  pagesSkipped: z.number().int().min(0),
  skipped: z.array(CrawlSkippedPage),
});
export type CrawlProgress = z.infer<typeof CrawlProgress>;

/**
 * Whether a ready item's passages are found by their meaning as well as their words, when the
 * server has an embedding model: `pending` (being indexed), `ready`, `retrying` (indexing failed;
 * it is tried again later) or `failed` (it is not tried again until the item is uploaded or
 * crawled again). Meanwhile and otherwise the passages are found by their words.
 */
export const knowledgeBaseMeaningStates = ['pending', 'ready', 'retrying', 'failed'] as const;
export type KnowledgeBaseMeaningState = (typeof knowledgeBaseMeaningStates)[number];

/**
 * One item: an uploaded document (`file`), or a crawled website (`web_page`: one item per site,
 * keyed `website:{host}`, with its crawl's progress). `size` is the file's bytes, or a site's
 * text read; `chunkCount` the passages the agent can answer from; `reason` says why a `failed`
 * item failed. `meaningSearch` is present only on a ready item with passages while the server
 * has an embedding model (`knowledgeBaseMeaningStates`).
 */
export const KnowledgeBaseItem = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(knowledgeBaseItemKinds),
  size: z.number().int().min(0),
  sourceUrl: z.string().nullable(),
  state: z.enum(knowledgeBaseItemStates),
  reason: z.string().nullable(),
  chunkCount: z.number().int().min(0),
  updatedAt: z.string(),
  crawl: CrawlProgress.nullable(),
  meaningSearch: z.enum(knowledgeBaseMeaningStates).optional(),
});
export type KnowledgeBaseItem = z.infer<typeof KnowledgeBaseItem>;

export const KnowledgeBaseItemsResponse = z.object({ items: z.array(KnowledgeBaseItem) });
export type KnowledgeBaseItemsResponse = z.infer<typeof KnowledgeBaseItemsResponse>;

export const knowledgeBaseMessages = {
  itemNotFound: 'Knowledge base item not found',
  notMultipart: `Send the file as multipart/form-data, in the field '${knowledgeBaseFileField}'.`,
  fileMissing: `Choose a file to upload (the field '${knowledgeBaseFileField}').`,
  fileEmpty: 'The file is empty.',
  fileTooLarge: 'The file is larger than 10 MB. Upload a smaller file.',
  fileTypeRefused:
    'Only PDF, Word (.docx), text (.txt) and Markdown (.md) documents can be added. This file is not one of them.',
  fileDamaged: 'This document could not be opened. It may be damaged.',
  unzippedTooLarge:
    'This Word document unpacks to more than 50 MB, so it cannot be added. Save a smaller copy and try again.',
  keyHoldsWebsite: 'This key holds a website. Crawl the website again to refresh it.',
  keyHoldsFile: 'This key holds an uploaded document. Delete it first to crawl a website under it.',
  websiteNotReady: 'This website is still being read. Download it once its crawl is done.',
  urlNotHttp: 'Use a web address starting with http:// or https://',
  urlWithCredentials: 'Use a web address without a user name or password.',
  urlPrivateAddress:
    'This address points to a private, local or reserved network address, which cannot be crawled.',
  urlNotFound: 'No website was found at this address. Check it and try again.',
  filesLimit: (limit: number): string =>
    `Your plan allows ${String(limit)} documents in the knowledge base. Delete one or choose a plan that includes more.`,
  megabytesLimit: (limit: number): string =>
    `Your plan allows ${String(limit)} MB of documents in the knowledge base. Delete one or choose a plan that includes more.`,
  pagesLimit: (limit: number): string =>
    `Your plan allows ${String(limit)} website pages in the knowledge base. Remove a website or choose a plan that includes more.`,
} as const;

/** Why an item failed, or a page was skipped: the words the list shows. */
export const knowledgeBaseReasons = {
  noTextFound: 'No text found: the document may hold only scanned images.',
  unreadable: 'The document could not be read.',
  noPagesRead: 'No page of this website could be read.',
  crawlStopped: 'The crawl stopped on an error. Crawl the website again.',
  robotsDisallowed: 'robots.txt asks crawlers not to read it',
  pageLimit: `the crawl reads at most ${String(knowledgeBaseLimits.crawlMaxPages)} pages`,
  planPageLimit: 'your plan’s website pages are used up',
  tooDeep: `more than ${String(knowledgeBaseLimits.crawlMaxDepth)} links away from the address given`,
  notHtml: 'not a web page (HTML)',
  noText: 'no readable text',
  tooLarge: 'larger than 2 MB',
  timedOut: 'no answer within 10 s',
  refusedAddress: 'its address is private, local or reserved',
  otherSite: 'redirected to another website',
  tooManyRedirects: 'too many redirects',
  unreachable: 'the website could not be reached',
  httpStatus: (status: number): string => `the website answered HTTP ${String(status)}`,
} as const;

export const knowledgeBaseErrorCodes = {
  /** 404: no item of this key (or another provider's). */
  itemNotFound: 'knowledge_item_not_found',
  /** 415: the upload is not multipart/form-data. */
  notMultipart: 'knowledge_not_multipart',
  /** 400: no `file` field. */
  fileMissing: 'knowledge_file_missing',
  /** 400: a 0-byte file. */
  fileEmpty: 'knowledge_file_empty',
  /** 413: over 10 MB. */
  fileTooLarge: 'knowledge_file_too_large',
  /** 400: not a PDF, DOCX, TXT or Markdown document by its bytes. */
  fileTypeRefused: 'knowledge_file_type_refused',
  /** 400: a document that cannot be opened, or a Word document that unpacks to too much. */
  fileDamaged: 'knowledge_file_damaged',
  /** 409: an upload to the key of a crawled website, or a crawl to the key of a document. */
  keyTaken: 'knowledge_key_taken',
  /** 409: a website's download before its first crawl has ended. */
  notReady: 'knowledge_item_not_ready',
  /** 400: an address that may not be crawled (not http(s), credentials, a private address). */
  urlRefused: 'knowledge_url_refused',
} as const;
