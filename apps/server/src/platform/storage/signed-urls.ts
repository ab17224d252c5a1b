import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock';
import { SIGNED_URL_TTL_SECONDS, type FileDisposition } from './storage-driver';

/** The query a signed address carries. */
interface SignedFileQuery {
  expires: number;
  signature: string;
  inline?: boolean;
}

type SignatureCheck = 'valid' | 'expired' | 'invalid';

export interface FileUrlSigner {
  /** `/api/files/{fileId}?expires=…&signature=…` (plus `inline=1`), valid for 5 minutes. */
  signedPath(fileId: string, disposition: FileDisposition): string;
  verify(fileId: string, query: SignedFileQuery): SignatureCheck;
}

const SECRET_FILE = 'file-signing-secret';

/**
 * The signing key: FILE_SIGNING_SECRET when set, otherwise a random key made on first use and
 * kept (mode 0600) in DATA_DIR, so addresses already handed out survive a restart. Read lazily:
 * a server that never signs never touches DATA_DIR for it.
 */
export function signingKeySource(secret: string | undefined, dataDir: string): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    key ??= secret ? Buffer.from(secret, 'utf8') : readOrCreateKey(path.join(dataDir, SECRET_FILE));
    return key;
  };
}

function readOrCreateKey(file: string): Buffer {
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fresh = crypto.randomBytes(32).toString('hex');
  try {
    // 'wx': when two starts race, the first key written wins and both read it back.
    fs.writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}

export function createFileUrlSigner(key: () => Buffer, clock: Clock): FileUrlSigner {
  const sign = (fileId: string, expires: number, disposition: FileDisposition) =>
    crypto
      .createHmac('sha256', key())
      .update(`${fileId}\n${expires}\n${disposition}`)
      .digest('hex');

  return {
    signedPath(fileId, disposition) {
      const expires = Math.floor(clock.now().getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(fileId, expires, disposition),
      });
      if (disposition === 'inline') query.set('inline', '1');
      return `/api/files/${fileId}?${query.toString()}`;
    },
    verify(fileId, { expires, signature, inline }) {
      const expected = Buffer.from(sign(fileId, expires, inline ? 'inline' : 'attachment'), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        return 'invalid';
      }
      return expires * 1000 < clock.now().getTime() ? 'expired' : 'valid';
    },
  };
}
