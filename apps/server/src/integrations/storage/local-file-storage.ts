import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { checkObjectKey } from './file-storage.ts';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * The embedded store: one file per object under `root` (DATA_DIR/files). A write goes to a
 * temporary file first and is renamed into place, so a reader never sees half a file.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string): string => path.join(root, ...checkObjectKey(key).split('/'));
  return {
    kind: 'local',
    put: async (key, bytes) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
