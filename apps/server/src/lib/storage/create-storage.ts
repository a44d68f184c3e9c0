import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { parseStorageUrl } from './storage-url';

/** The bucket of STORAGE_URL when it is set, otherwise the folder UPLOAD_DIR. */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.STORAGE_URL) return createLocalStorage(config.UPLOAD_DIR);
  // Checked by config.ts already; a failure here means the two disagree.
  const target = parseStorageUrl(config.STORAGE_URL);
  if (!target) throw new Error('STORAGE_URL: must be s3://bucket or s3://bucket/prefix');
  return createS3Storage({
    ...target,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
