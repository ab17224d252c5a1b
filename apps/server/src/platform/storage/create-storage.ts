import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { FileUrlSigner } from './signed-urls';
import type { StorageDriver } from './storage-driver';

/**
 * The configured driver; the signer makes the local driver's addresses. The S3 client is loaded
 * only when it is configured: it weighs about 25 MB of memory that a server storing files on its
 * own disk would carry for nothing.
 */
export async function createStorage(
  config: Config['storage'],
  signer: FileUrlSigner,
): Promise<StorageDriver> {
  if (config.driver === 'local') return createLocalStorage(config.directory, signer);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config);
}
