import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { StorageDriver } from './storage-driver';

/**
 * What file-type must find in a file declared as each binary type. Office's old formats are all
 * one container (cfb); the new ones, and a zip, are zip archives (file-type names the Office
 * ones). A declared type missing here and from TEXT_TYPES is never accepted.
 */
const EXPECTED_DETECTIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg'],
  'image/jpg': ['jpg'],
  'image/png': ['png', 'apng'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/msword': ['cfb'],
  'application/vnd.ms-excel': ['cfb'],
  'application/vnd.ms-powerpoint': ['cfb'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip', 'docx', 'xlsx', 'pptx'],
  'application/x-zip-compressed': ['zip', 'docx', 'xlsx', 'pptx'],
};

/** Types with no magic bytes: accepted when their first bytes are text. */
const TEXT_TYPES = new Set([
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/json',
  'application/xml',
  'text/xml',
  'image/svg+xml',
]);

/** Enough for file-type to see past an Office file's first zip entry to what it is. */
const SAMPLE_BYTES = 64 * 1024;

function startsWithUtf16Mark(sample: Buffer): boolean {
  return (
    sample.length >= 2 &&
    ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff))
  );
}

/** Control bytes no text file holds (tab, line breaks, form feed and escape are allowed). */
const NON_TEXT_BYTES = new Set([
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14,
  0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1c, 0x1d, 0x1e, 0x1f,
]);

function looksLikeText(sample: Buffer): boolean {
  if (startsWithUtf16Mark(sample)) return true;
  for (const byte of sample) if (NON_TEXT_BYTES.has(byte)) return false;
  return true;
}

/**
 * Whether the first bytes of a file agree with the type it was declared as. Text types have no
 * magic bytes: they must hold no binary control bytes, whatever file-type makes of their first
 * letters (it reads a note starting 'BMW' as a bitmap, 'MZ' as a program). Binary formats carry
 * such bytes near their start (an image's header, a program's), so binary content declared as
 * text is refused.
 */
async function contentMatchesType(declaredType: string, sample: Buffer): Promise<boolean> {
  if (TEXT_TYPES.has(declaredType)) return looksLikeText(sample);
  const detected = await fileTypeFromBuffer(sample);
  const expected = EXPECTED_DETECTIONS[declaredType];
  return detected !== undefined && expected !== undefined && expected.includes(detected.ext);
}

/** Fails the stream with `tooLarge()` as soon as more than `maxBytes` have passed. */
function byteLimit(maxBytes: number, tooLarge: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
}

/**
 * Holds back the first bytes until their type is known, then lets everything through; a type
 * that does not match fails the stream with `mismatch()` before a byte reaches storage.
 */
function typeCheck(declaredType: string, mismatch: () => Error): Transform {
  let sample: Buffer[] = [];
  let sampleBytes = 0;
  let checked = false;

  async function check(stream: Transform) {
    const head = Buffer.concat(sample);
    sample = [];
    checked = true;
    if (head.length === 0) return;
    if (!(await contentMatchesType(declaredType, head))) throw mismatch();
    stream.push(head);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (checked) {
        callback(null, chunk);
        return;
      }
      sample.push(chunk);
      sampleBytes += chunk.length;
      if (sampleBytes < SAMPLE_BYTES) {
        callback();
        return;
      }
      check(this).then(() => callback(), callback);
    },
    flush(callback) {
      if (checked) callback();
      else check(this).then(() => callback(), callback);
    },
  });
}

export interface UploadRules {
  maxBytes: number;
  /** The allowed type the file was declared as (already checked against the allowed list). */
  declaredType: string;
  tooLarge: () => Error;
  typeMismatch: () => Error;
}

/**
 * Streams an upload to storage through the size limit and the type check, and answers the
 * number of bytes stored. Whatever fails (the limit, the type, the client going away, storage),
 * no object is left behind. The request itself is only unhooked, never destroyed, so that the
 * refusal can still be answered; the route closes the connection after it.
 */
export async function storeUpload(
  storage: StorageDriver,
  key: string,
  body: Readable,
  rules: UploadRules,
): Promise<number> {
  const limiter = byteLimit(rules.maxBytes, rules.tooLarge);
  const checked = pipeline(
    limiter,
    typeCheck(rules.declaredType, rules.typeMismatch),
    // Errors reach storage through the destroyed last stream; nothing else to do here.
    () => undefined,
  );
  const cutShort = () => {
    if (!body.readableEnded) limiter.destroy(new Error('the upload ended before its last byte'));
  };
  const failed = (error: Error) => limiter.destroy(error);
  body.once('error', failed);
  body.once('close', cutShort);
  body.pipe(limiter);
  try {
    return await storage.put(key, checked);
  } finally {
    body.off('error', failed);
    body.off('close', cutShort);
    body.unpipe(limiter);
  }
}
