import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/*
 * One behaviour, two stores: files under DATA_DIR/files always, and an S3-compatible store
 * (MinIO) when TEST_S3_URL names one (http://KEY:SECRET@host:port/bucket, the bucket existing).
 */

function s3FromUrl(address: string): FileStorage {
  const url = new URL(address);
  return createS3FileStorage({
    bucket: url.pathname.replace(/^\/|\/$/g, ''),
    region: 'us-east-1',
    endpoint: url.origin,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: true,
  });
}

const testS3Url = process.env.TEST_S3_URL;
if (testS3Url === undefined) {
  console.log('file storage: the S3 store is not tested (set TEST_S3_URL to a MinIO bucket)');
}

const stores: { name: string; make: (() => FileStorage) | null }[] = [
  {
    name: 'the local store',
    make: () => createLocalFileStorage(mkdtempSync(path.join(tmpdir(), 'kinderwait-files-'))),
  },
  {
    name: 'the S3 store (TEST_S3_URL)',
    make: testS3Url === undefined ? null : () => s3FromUrl(testS3Url),
  },
];

for (const { name, make } of stores) {
  describe.skipIf(make === null)(name, () => {
    const storage = (): FileStorage => {
      if (make === null) throw new Error('skipped');
      return make();
    };

    it('keeps bytes under a key, replaces them, and forgets them on delete', async () => {
      const store = storage();
      const key = `knowledge-base/test/${randomUUID()}`;
      expect(await store.get(key)).toBeNull();
      const bytes = Buffer.from([0, 1, 2, 255, 0x25, 0x50]);
      await store.put(key, bytes, 'application/octet-stream');
      expect((await store.get(key))?.equals(bytes)).toBe(true);
      await store.put(key, Buffer.from('second'), 'text/plain');
      expect((await store.get(key))?.toString()).toBe('second');
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      // Deleting what is not there is fine.
      await store.delete(key);
    });

    it('takes only the server’s own keys, never a path a name could climb out of', async () => {
      const store = storage();
      for (const key of ['../etc/passwd', '/absolute', 'a//b', 'a/../b', 'with space', '']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
          /Not a storage object key/,
        );
      }
    });
  });
}
