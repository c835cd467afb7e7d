import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PolicyId } from '@kinderwait/contract';
import { policyIds } from '@kinderwait/contract';

/**
 * The policy texts' markdown file for `id`. They live in the contract (policy-texts/<id>.md), not
 * in rows: they change with a release and are reviewed like code, and the web build prerenders
 * the policy pages from the same files, so the pages and this API cannot differ.
 */
export function policyTextFile(id: PolicyId): string {
  return fileURLToPath(import.meta.resolve(`@kinderwait/contract/policy-texts/${id}.md`));
}

/** Each policy's markdown template; a missing file fails start-up. */
export async function readPolicyTemplates(
  fileOf: (id: PolicyId) => string = policyTextFile,
): Promise<ReadonlyMap<PolicyId, string>> {
  const entries = await Promise.all(
    policyIds.map(async (id) => [id, await readFile(fileOf(id), 'utf8')] as const),
  );
  return new Map(entries);
}
