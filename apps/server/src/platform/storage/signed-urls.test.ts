import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/test-app';
import { contentDisposition, effectiveDisposition } from './content-disposition';
import { createFileUrlSigner, signingKeySource } from './signed-urls';

const FILE_ID = '3f2a6c1e-8d4b-4e7a-9c1f-2b3d4e5f6a7b';

describe('signing key', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-key-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('is made once, kept readable by the owner only, and read back after a restart', async () => {
    const clock = createTestClock();
    const first = createFileUrlSigner(signingKeySource(undefined, dataDir), clock);
    const url = new URL(first.signedPath(FILE_ID, 'attachment'), 'http://local');
    const stat = await fs.stat(path.join(dataDir, 'file-signing-secret'));
    expect(stat.mode & 0o777).toBe(0o600);

    const restarted = createFileUrlSigner(signingKeySource(undefined, dataDir), clock);
    const query = {
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature') ?? '',
    };
    expect(restarted.verify(FILE_ID, query)).toBe('valid');
  });

  it('comes from FILE_SIGNING_SECRET when set, so every server of a cluster agrees', () => {
    const clock = createTestClock();
    const secret = 'a shared secret of at least thirty-two characters';
    const one = createFileUrlSigner(signingKeySource(secret, '/nonexistent'), clock);
    const two = createFileUrlSigner(signingKeySource(secret, '/elsewhere'), clock);
    const url = new URL(one.signedPath(FILE_ID, 'inline'), 'http://local');
    expect(url.searchParams.get('inline')).toBe('1');
    const query = {
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature') ?? '',
      inline: true,
    };
    expect(two.verify(FILE_ID, query)).toBe('valid');
    // The disposition is signed: the same signature does not download as an attachment.
    expect(two.verify(FILE_ID, { ...query, inline: false })).toBe('invalid');
    const other = createFileUrlSigner(signingKeySource(`${secret}!`, '/nonexistent'), clock);
    expect(other.verify(FILE_ID, query)).toBe('invalid');
  });

  it('expires 5 minutes after signing', () => {
    const clock = createTestClock();
    const signer = createFileUrlSigner(signingKeySource('k'.repeat(32), '/nonexistent'), clock);
    const url = new URL(signer.signedPath(FILE_ID, 'attachment'), 'http://local');
    const query = {
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature') ?? '',
    };
    expect(query.expires).toBe(clock.now().getTime() / 1000 + 300);
    clock.advance(300_000);
    expect(signer.verify(FILE_ID, query)).toBe('valid');
    clock.advance(1000);
    expect(signer.verify(FILE_ID, query)).toBe('expired');
  });
});

describe('content disposition', () => {
  it.each([
    ['plan.pdf', `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`],
    ['Résumé.pdf', `attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`],
    [
      `it's (final) *.pdf`,
      `attachment; filename="it's (final) *.pdf"; filename*=UTF-8''it%27s%20%28final%29%20%2A.pdf`,
    ],
    ['a"b\\c%d;.txt', `attachment; filename="a_b_c_d;.txt"; filename*=UTF-8''a%22b%5Cc%25d%3B.txt`],
    ['图纸.png', `attachment; filename="download.png"; filename*=UTF-8''%E5%9B%BE%E7%BA%B8.png`],
    ['日本', `attachment; filename="download"; filename*=UTF-8''%E6%97%A5%E6%9C%AC`],
  ])('names %j safely', (filename, header) => {
    expect(contentDisposition('attachment', filename)).toBe(header);
  });

  it.each([
    ['image/png', 'inline'],
    ['image/jpeg', 'inline'],
    ['image/gif', 'inline'],
    ['image/webp', 'inline'],
    ['image/svg+xml', 'attachment'],
    ['application/pdf', 'attachment'],
    ['text/plain', 'attachment'],
  ])('shows %s %s when asked inline', (mimeType, expected) => {
    expect(effectiveDisposition('inline', mimeType)).toBe(expected);
    expect(effectiveDisposition('attachment', mimeType)).toBe('attachment');
  });
});
