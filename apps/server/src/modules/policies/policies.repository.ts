import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PolicyId } from '@kinderwait/contract';
import { policyIds } from '@kinderwait/contract';

/**
 * The policies are markdown files shipped with the server, not rows: they change with a release
 * and are reviewed like code.
 */
export const policyTextsDir = path.join(import.meta.dirname, 'texts');

/** Each policy's markdown template (`texts/<id>.md`); a missing file fails start-up. */
export async function readPolicyTemplates(
  dir: string = policyTextsDir,
): Promise<ReadonlyMap<PolicyId, string>> {
  const entries = await Promise.all(
    policyIds.map(async (id) => [id, await readFile(path.join(dir, `${id}.md`), 'utf8')] as const),
  );
  return new Map(entries);
}
