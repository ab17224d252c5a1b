/**
 * The bench's upload step: one 100 MB file through PUT /api/files/upload/direct over loopback,
 * timed beside a plain disk copy of the same bytes, while the server's resident memory is
 * sampled. Streaming means the growth stays small whatever the file's size (target: 64 MB).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TASK_FILE_MAX_BYTES } from '@groundwork/shared/common/constants';
import type { Scenario } from './scenario';

export const UPLOAD_STEP = 'task files: upload of 100 MB';
const RSS_TARGET_MB = 64;

export interface UploadResult {
  uploadMBps: number;
  copyMBps: number;
  rssGrowthMB: number;
}

const MB = 1024 * 1024;
// A well-formed PNG: signature and header, then one image-data chunk holding the bulk, then its end.
const PNG_SIGNATURE_AND_HEADER = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');

/** The server's resident memory in bytes, from /proc (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

/** A PNG of exactly the size limit, its image data random bytes. */
async function writeSampleFile(file: string): Promise<void> {
  const dataBytes = TASK_FILE_MAX_BYTES - PNG_SIGNATURE_AND_HEADER.length - 12 - PNG_END.length;
  const dataHead = Buffer.alloc(8);
  dataHead.writeUInt32BE(dataBytes);
  dataHead.write('IDAT', 4, 'latin1');
  const out = fs.createWriteStream(file);
  out.write(Buffer.concat([PNG_SIGNATURE_AND_HEADER, dataHead]));
  let left = dataBytes;
  while (left > 0) {
    const chunk = crypto.randomBytes(Math.min(left, 4 * MB));
    left -= chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  // The data chunk's CRC (not checked by anyone here), then the end chunk.
  out.write(Buffer.alloc(4));
  await new Promise<void>((resolve, reject) =>
    out.end(PNG_END, (error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

function upload(baseUrl: string, file: string, scenario: Scenario): Promise<void> {
  // The list scenario names the task and workspace the file goes to.
  const url = new URL(scenario.path, baseUrl);
  const taskId = url.pathname.split('/').at(-1) ?? '';
  const workspaceId = url.searchParams.get('workspaceId') ?? '';
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'PUT',
        path: `/api/files/upload/direct/${crypto.randomUUID()}`,
        headers: {
          ...scenario.headers,
          'x-filename': 'drone-survey.png',
          'x-task-id': taskId,
          'x-workspace-id': workspaceId,
          'content-type': 'image/png',
          'content-length': fs.statSync(file).size,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 201
            ? resolve()
            : reject(new Error(`the upload answered ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    fs.createReadStream(file).pipe(request);
  });
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function measureUpload(
  baseUrl: string,
  serverPid: number,
  scenario: Scenario,
): Promise<UploadResult> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-upload-'));
  try {
    const source = path.join(folder, 'source.png');
    await writeSampleFile(source);
    const megabytes = TASK_FILE_MAX_BYTES / MB;

    const copySeconds = await timed(() =>
      pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(folder, 'copy.png'))),
    );

    const baseline = residentBytes(serverPid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(serverPid));
    }, 20);
    let uploadSeconds: number;
    try {
      uploadSeconds = await timed(() => upload(baseUrl, source, scenario));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, residentBytes(serverPid));
    return {
      uploadMBps: megabytes / uploadSeconds,
      copyMBps: megabytes / copySeconds,
      rssGrowthMB: (peak - baseline) / MB,
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function printUpload(label: string, result: UploadResult): void {
  const ratio = (result.uploadMBps / result.copyMBps).toFixed(2);
  const verdict = result.rssGrowthMB <= RSS_TARGET_MB ? 'within' : 'OVER';
  console.log(
    `\n${label}: ${UPLOAD_STEP}: ${result.uploadMBps.toFixed(0)} MB/s ` +
      `(disk copy of the same file ${result.copyMBps.toFixed(0)} MB/s, ${ratio}×); ` +
      `server RSS growth ${result.rssGrowthMB.toFixed(1)} MB (${verdict} the ${RSS_TARGET_MB} MB target)`,
  );
}
