import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.ts';
import { checkObjectKey } from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** MinIO's or R2's address; AWS's own when unset. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name (MinIO needs it). */
  forcePathStyle: boolean;
}

/** An S3-compatible object store, through @aws-sdk/client-s3. */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId === undefined || options.secretAccessKey === undefined
      ? {}
      : {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }),
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    put: async (key, bytes, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkObjectKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    get: async (key) => {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: checkObjectKey(key) }),
        );
        if (answer.Body === undefined) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkObjectKey(key) }));
    },
  };
}
