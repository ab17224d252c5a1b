import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/test-app';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { createFileUrlSigner } from './signed-urls';
import type { StorageDriver } from './storage-driver';

const BUCKET = 'groundwork-files';

/** The object's bytes; fails the test when there is none. */
async function readObject(storage: StorageDriver, key: string): Promise<Buffer> {
  const opened = await storage.open(key);
  if (!opened) throw new Error(`no object under ${key}`);
  const bytes = await readAll(opened.body);
  expect(opened.size).toBe(bytes.length);
  return bytes;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A stream that sends its bytes in small chunks, then fails (a client that went away). */
function failingAfter(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
      } else {
        this.destroy(new Error('connection reset'));
      }
    },
  });
}

/** Whether the key holds an object (the opened stream is closed again). */
async function exists(storage: StorageDriver, key: string): Promise<boolean> {
  const opened = await storage.open(key);
  opened?.body.destroy();
  return opened !== null;
}

interface DriverUnderTest {
  storage: StorageDriver;
  /** Fetches a signed address the way a browser would, and answers status, headers and bytes. */
  fetchSigned(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }>;
  close(): Promise<void>;
  /** The local driver's folder. */
  directory?: string;
}

const drivers = {
  async local(): Promise<DriverUnderTest> {
    const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'groundwork-local-'));
    const signer = createFileUrlSigner(() => crypto.randomBytes(32), createTestClock());
    return {
      storage: createLocalStorage(directory, signer),
      directory,
      // Served by the app's signed-file route, tested over HTTP in the files module.
      fetchSigned: () => Promise.reject(new Error('served by the app')),
      close: () => fsp.rm(directory, { recursive: true, force: true }),
    };
  },
  async s3(): Promise<DriverUnderTest> {
    const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'groundwork-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    const storage = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    return {
      storage,
      async fetchSigned(url) {
        const response = await fetch(url);
        return {
          status: response.status,
          headers: response.headers,
          bytes: Buffer.from(await response.arrayBuffer()),
        };
      },
      async close() {
        await server.close();
        await fsp.rm(directory, { recursive: true, force: true });
      },
    };
  },
};

describe.each(['local', 's3'] as const)('storage driver: %s', (name) => {
  let driver: DriverUnderTest;
  beforeAll(async () => {
    driver = await drivers[name]();
  });
  afterAll(() => driver.close());

  const key = (...parts: string[]) => ['tasks', ...parts].join('/');

  it('stores a stream, answers its size, and opens it again', async () => {
    const bytes = crypto.randomBytes(300_000);
    const size = await driver.storage.put(key('w1', 'p1', 't1', 'f1'), Readable.from([bytes]));
    expect(size).toBe(bytes.length);
    expect((await readObject(driver.storage, key('w1', 'p1', 't1', 'f1'))).equals(bytes)).toBe(
      true,
    );
  });

  it('stores a file larger than one upload part whole', async () => {
    const bytes = crypto.randomBytes(9 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: 10 }, (_, i) =>
      bytes.subarray(i * 1_000_000, (i + 1) * 1_000_000),
    );
    chunks.push(bytes.subarray(10_000_000));
    expect(await driver.storage.put(key('w1', 'p1', 't1', 'big'), Readable.from(chunks))).toBe(
      bytes.length,
    );
    expect((await readObject(driver.storage, key('w1', 'p1', 't1', 'big'))).equals(bytes)).toBe(
      true,
    );
  });

  it('leaves nothing behind when the stream fails part-way', async () => {
    const target = key('w1', 'p1', 't2', 'cut');
    await expect(
      driver.storage.put(target, failingAfter(crypto.randomBytes(64 * 1024))),
    ).rejects.toThrow('connection reset');
    expect(await exists(driver.storage, target)).toBe(false);
  });

  it('opens a missing key as null, and deleting one is no error', async () => {
    expect(await exists(driver.storage, key('w9', 'missing'))).toBe(false);
    await expect(driver.storage.delete(key('w9', 'missing'))).resolves.toBeUndefined();
  });

  it('deletes one key, and every key under a prefix but nothing beside it', async () => {
    const put = (k: string) => driver.storage.put(k, Readable.from([Buffer.from(k)]));
    await put(key('w2', 'p1', 't1', 'a'));
    await put(key('w2', 'p1', 't1', 'b'));
    await put(key('w2', 'p2', 't3', 'c'));
    await put(key('w22', 'p1', 't1', 'd'));

    await driver.storage.delete(key('w2', 'p1', 't1', 'a'));
    expect(await exists(driver.storage, key('w2', 'p1', 't1', 'a'))).toBe(false);
    expect(await exists(driver.storage, key('w2', 'p1', 't1', 'b'))).toBe(true);

    await driver.storage.deletePrefix(key('w2', 'p1', 't1'));
    expect(await exists(driver.storage, key('w2', 'p1', 't1', 'b'))).toBe(false);
    expect(await exists(driver.storage, key('w2', 'p2', 't3', 'c'))).toBe(true);

    await driver.storage.deletePrefix(key('w2'));
    expect(await exists(driver.storage, key('w2', 'p2', 't3', 'c'))).toBe(false);
    // 'tasks/w2' is not a prefix of 'tasks/w22/…'.
    expect(await exists(driver.storage, key('w22', 'p1', 't1', 'd'))).toBe(true);
  });
});

describe('storage driver: s3 addresses', () => {
  let driver: DriverUnderTest;
  beforeAll(async () => {
    driver = await drivers.s3();
  });
  afterAll(() => driver.close());
  const key = (...parts: string[]) => ['tasks', ...parts].join('/');

  it('presigns a 5-minute download that names the file and its type', async () => {
    const bytes = Buffer.from('%PDF-1.4 quarterly report');
    await driver.storage.put(key('w3', 'p', 't', 'doc'), Readable.from([bytes]));
    const url = await driver.storage.signedUrl(
      key('w3', 'p', 't', 'doc'),
      { id: 'doc', filename: 'Résumé "final".pdf', mimeType: 'application/pdf' },
      'attachment',
    );
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    const fetched = await driver.fetchSigned(url);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(bytes)).toBe(true);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe(
      `attachment; filename="Resume _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });

  it('presigns an image preview inline, but never an SVG', async () => {
    await driver.storage.put(key('w3', 'p', 't', 'img'), Readable.from([Buffer.from('x')]));
    const disposition = async (mimeType: string) => {
      const url = await driver.storage.signedUrl(
        key('w3', 'p', 't', 'img'),
        { id: 'img', filename: 'site.png', mimeType },
        'inline',
      );
      return (await driver.fetchSigned(url)).headers.get('content-disposition');
    };
    expect(await disposition('image/png')).toMatch(/^inline; /);
    expect(await disposition('image/svg+xml')).toMatch(/^attachment; /);
  });
});

describe('storage driver: local files', () => {
  let driver: DriverUnderTest;
  beforeAll(async () => {
    driver = await drivers.local();
  });
  afterAll(() => driver.close());
  const key = (...parts: string[]) => ['tasks', ...parts].join('/');

  it('writes under its directory only, with no partial files left', async () => {
    const target = key('w4', 'p', 't', 'f');
    await driver.storage.put(target, Readable.from([Buffer.from('hello')]));
    await expect(
      driver.storage.put(key('..', '..', 'escape'), Readable.from(['x'])),
    ).rejects.toThrow('key outside storage');
    expect(await fsp.readdir(path.join(driver.directory ?? '', 'tasks/w4/p/t'))).toEqual(['f']);
  });
});
