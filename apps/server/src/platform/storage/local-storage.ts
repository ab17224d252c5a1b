import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileUrlSigner } from './signed-urls';
import type { StorageDriver } from './storage-driver';

/**
 * Files on local disk under one directory. A put writes a temporary file beside its target and
 * renames it into place once complete, so a cut upload never leaves a half file under its key.
 * Addresses are this server's own signed `/api/files/{id}` URLs.
 */
export function createLocalStorage(directory: string, signer: FileUrlSigner): StorageDriver {
  const root = path.resolve(directory);
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    // Keys are built by the server from ids; this only guards against a mistake.
    if (!target.startsWith(`${root}${path.sep}`)) throw new Error(`key outside storage: ${key}`);
    return target;
  };

  return {
    name: 'local',

    async put(key, body) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
      const file = fs.createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(body, file);
        await fsp.rename(temporary, target);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
      return file.bytesWritten;
    },

    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },

    async deletePrefix(prefix) {
      await fsp.rm(resolve(prefix), { recursive: true, force: true });
    },

    async open(key) {
      const file = resolve(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async signedUrl(_key, file, disposition) {
      return signer.signedPath(file.id, disposition);
    },
  };
}
