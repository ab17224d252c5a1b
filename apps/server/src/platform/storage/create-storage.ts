import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileUrlSigner } from './signed-urls';
import type { StorageDriver } from './storage-driver';

/** The configured driver; the signer makes the local driver's addresses. */
export function createStorage(config: Config['storage'], signer: FileUrlSigner): StorageDriver {
  return config.driver === 'local'
    ? createLocalStorage(config.directory, signer)
    : createS3Storage(config);
}
