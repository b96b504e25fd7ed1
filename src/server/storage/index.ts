/** Chooses the storage driver from the configuration: S3 when S3_BUCKET is set, else local disk. */
import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageDriver } from './storage';

export function createStorage(config: Config): StorageDriver {
  const s = config.storage;
  if (s.kind === 's3') {
    return createS3Storage({
      bucket: s.bucket,
      endpoint: s.endpoint,
      region: s.region,
      accessKeyId: s.accessKeyId,
      secretAccessKey: s.secretAccessKey,
      forcePathStyle: s.forcePathStyle,
    });
  }
  return createLocalStorage(s.dir);
}
