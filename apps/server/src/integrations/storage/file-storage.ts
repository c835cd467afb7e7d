/**
 * Where uploaded files live (docs/product/voice-agent.md#knowledge-base): one interface, two
 * stores. The embedded default keeps files under DATA_DIR/files (local-file-storage.ts); with
 * S3_BUCKET set, an S3-compatible object store (MinIO, AWS S3, Cloudflare R2) keeps them
 * (s3-file-storage.ts). Object keys are the server's own (`knowledge-base/{userId}/{id}`), never a
 * name a user typed.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; nothing there is fine. */
  delete(key: string): Promise<void>;
}

const objectKeyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

/** Object keys are the server's own: letters, digits, `_`, `-`, and `/` between segments. */
export function checkObjectKey(key: string): string {
  if (!objectKeyPattern.test(key) || key.length > 500) {
    throw new Error(`Not a storage object key: ${JSON.stringify(key.slice(0, 100))}`);
  }
  return key;
}
