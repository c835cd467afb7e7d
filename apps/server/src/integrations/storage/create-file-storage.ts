import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/**
 * The S3-compatible store when S3_BUCKET is set (the config checks the other S3_ settings with
 * it), else files under DATA_DIR/files. The AWS client is loaded only then.
 */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (config.S3_BUCKET === undefined) {
    return createLocalFileStorage(path.join(config.DATA_DIR, 'files'));
  }
  const { createS3FileStorage } = await import('./s3-file-storage.ts');
  return createS3FileStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      (config.S3_FORCE_PATH_STYLE ?? (config.S3_ENDPOINT === undefined ? 'off' : 'on')) === 'on',
  });
}
