import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PolicyId } from '@kinderwait/contract';
import { policyIds } from '@kinderwait/contract';
import type { Language } from '../../i18n/language.ts';

/**
 * The policy texts' markdown file for `id` in `language` (policy-texts/<id>.md, or <id>.fr.md in
 * French). They live in the contract, not in rows: they change with a release and are reviewed
 * like code, and the web build prerenders the policy pages from the same files, so the pages and
 * this API cannot differ.
 */
export function policyTextFile(id: PolicyId, language: Language = 'en'): string {
  const name = language === 'en' ? id : `${id}.${language}`;
  return fileURLToPath(import.meta.resolve(`@kinderwait/contract/policy-texts/${name}.md`));
}

/** Each policy's markdown template in `language`; a missing file fails start-up. */
export async function readPolicyTemplates(
  language: Language = 'en',
  fileOf: (id: PolicyId, language: Language) => string = policyTextFile,
): Promise<ReadonlyMap<PolicyId, string>> {
  const entries = await Promise.all(
    policyIds.map(async (id) => [id, await readFile(fileOf(id, language), 'utf8')] as const),
  );
  return new Map(entries);
}
