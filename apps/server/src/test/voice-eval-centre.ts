import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildUrl,
  knowledgeBaseApiPaths,
  providerWaitlistApiPaths,
  roleIds,
} from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../app/build-app.ts';
import { childcareProviders } from '../modules/childcare-providers/childcare-providers.tables.ts';
import type {
  VoiceAnswer,
  VoiceAnswerInput,
} from '../modules/voice-agent/answering/voice-answerer.ts';
import { readLiveFacts } from '../modules/voice-agent/answering/live-facts.ts';
import { spokenDate } from '../integrations/llm/local/voice-answering/fact-answers.ts';
import {
  evalCentreAddress,
  evalCentreName,
  evalCentrePhone,
  evalCentreProfile,
  evalHandbook,
  evalPolicies,
  evalSitePages,
  evalWaitlistPolicy,
  sitePageHtml,
} from '../modules/voice-agent/eval/eval-centre.ts';
import type { EvalQuestion } from '../modules/voice-agent/eval/eval-questions.ts';
import type { EvalResult } from '../modules/voice-agent/eval/eval-scoring.ts';
import { scoreAnswer } from '../modules/voice-agent/eval/eval-scoring.ts';
import type { TestUser } from './accounts.ts';
import { signUp } from './accounts.ts';
import { textPdf, wordDocument } from './fixtures/knowledge-documents.ts';
import { insertTestProvider } from './fixtures/provider-fixtures.ts';
import { xsrfHeaders } from './test-app.ts';

/**
 * Test support for the answering engine: the evaluation's centre
 * (modules/voice-agent/eval/eval-centre.ts) set up through the app as a provider would (a
 * profile, a policy, two documents uploaded, the website crawled on 127.0.0.1), and its
 * questions asked one call each.
 */
const feature = 'voiceAiAgent';

/** The centre's website on 127.0.0.1 (the app needs KNOWLEDGE_CRAWL_ALLOW_LOOPBACK=on). */
export async function startEvalSite(): Promise<{ origin: string; close: () => void }> {
  const server = createServer((request, response) => {
    const page = evalSitePages.find((one) => one.path === request.url);
    if (request.url === '/robots.txt' || page === undefined) {
      response.statusCode = 404;
      response.end('Not found');
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(sitePageHtml(page));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${String(port)}`, close: () => server.close() };
}

async function upload(app: App, user: TestUser, key: string, fileName: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), fileName);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  const response = await app.inject({
    method: 'PUT',
    url: buildUrl(knowledgeBaseApiPaths.item, { feature, key }),
    headers: {
      ...user.headers(roleIds.Licenced),
      ...(await xsrfHeaders(app)),
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode >= 300) throw new Error(`upload ${key}: ${response.body}`);
}

/** A provider owning a centre of `profile` (a claimed licensed centre, so CWELCC is known). */
export async function providerWithCentre(
  app: App,
  profile: typeof evalCentreProfile & { address: string; phone: string },
): Promise<{ user: TestUser; providerId: string }> {
  const user = await signUp(app, { roles: ['Licenced'] });
  const providerId = await insertTestProvider(app.db, profile);
  await app.db
    .update(childcareProviders)
    .set({ ownerUserId: user.id, address: profile.address, phone: profile.phone })
    .where(eq(childcareProviders.id, providerId));
  return { user, providerId };
}

/** Adds a document (PDF, DOCX or text by its name) to the provider's knowledge base. */
export async function addDocument(
  app: App,
  user: TestUser,
  key: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<void> {
  await upload(app, user, key, fileName, bytes);
  await app.jobs.drain();
}

/** The evaluation's centre, whole; answers its owner and what its facts and documents say. */
export async function setUpEvalCentre(
  app: App,
  siteOrigin: string,
): Promise<{ user: TestUser; truth: string }> {
  const { user, providerId } = await providerWithCentre(app, {
    ...evalCentreProfile,
    address: evalCentreAddress,
    phone: evalCentrePhone,
  });
  const headers = { ...user.headers(roleIds.Licenced), ...(await xsrfHeaders(app)) };
  const saved = await app.inject({
    method: 'PUT',
    url: buildUrl(providerWaitlistApiPaths.settings, { providerId }),
    headers,
    payload: { policy: evalWaitlistPolicy, autoOffer: false, offerDeadlineBusinessDays: 3 },
  });
  if (saved.statusCode !== 200) throw new Error(`policy: ${saved.body}`);
  await upload(app, user, 'handbook', 'Family handbook.pdf', textPdf(evalHandbook));
  await upload(app, user, 'policies', 'Parent policies.docx', wordDocument(evalPolicies));
  const crawl = await app.inject({
    method: 'POST',
    url: buildUrl(knowledgeBaseApiPaths.embeddings, { feature }),
    headers,
    payload: { url: `${siteOrigin}/` },
  });
  if (crawl.statusCode !== 202) throw new Error(`crawl: ${crawl.body}`);
  await app.jobs.drain();
  const facts = await readLiveFacts(
    { ...app.services, publicOrigin: app.config.PUBLIC_ORIGIN },
    user.id,
  );
  const truth = [
    ...facts.spoken.map((fact) => fact.value),
    ...facts.ageGroups.flatMap((group) =>
      group.availableStartDate === null ? [] : [spokenDate(group.availableStartDate)],
    ),
    ...evalHandbook,
    ...evalPolicies,
    ...evalSitePages.flatMap((page) => page.paragraphs),
  ].join('\n');
  return { user, truth };
}

export const evalAgent: VoiceAnswerInput['agent'] = {
  businessName: evalCentreName,
  greeting: `Hello, thank you for calling ${evalCentreName}. How can I help you today?`,
  language: 'en-CA',
  redirectPhoneNumber: evalCentrePhone,
};

/** One call: the caller's message as the first turn. */
export function firstTurn(providerUserId: string, text: string): VoiceAnswerInput {
  return {
    providerUserId,
    agent: evalAgent,
    channel: 'phone',
    history: [],
    text,
    state: null,
    today: '2026-11-27',
  };
}

/** Each question asked as its own call, scored. */
export async function askEach(
  app: App,
  providerUserId: string,
  questions: readonly EvalQuestion[],
  truth: string,
): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const item of questions) {
    const answer: VoiceAnswer = await app.services.voiceAnswerer.answer(
      firstTurn(providerUserId, item.question),
    );
    results.push(scoreAnswer(item, answer.text, truth));
  }
  return results;
}
