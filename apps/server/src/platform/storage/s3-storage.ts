import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';
import { contentDisposition, effectiveDisposition } from './content-disposition';
import { SIGNED_URL_TTL_SECONDS, type StorageDriver } from './storage-driver';

export type S3StorageConfig = Omit<Extract<Config['storage'], { driver: 's3' }>, 'driver'>;

/**
 * Bytes held before they go out as one part: S3 wants parts of 5 MiB at least (the last apart),
 * and a part in memory is what an upload costs, whatever the file's size.
 */
const PART_BYTES = 8 * 1024 * 1024;

/** Any S3-compatible store. Downloads are presigned GETs that set the name and type themselves. */
export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: not every S3-compatible store knows the new ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  /**
   * A stream of unknown length cannot be one PutObject; it goes up in parts, and only a
   * completed multipart upload makes the object appear. A file smaller than one part is one put.
   */
  async function put(Key: string, body: Readable): Promise<number> {
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];

    const sendPart = async () => {
      uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({
          Bucket,
          Key,
          UploadId: uploadId,
          PartNumber,
          Body: Buffer.concat(buffered),
        }),
      );
      parts.push({ ETag, PartNumber });
      buffered = [];
      bufferedBytes = 0;
    };

    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        buffered.push(chunk);
        bufferedBytes += chunk.length;
        total += chunk.length;
        if (bufferedBytes >= PART_BYTES) await sendPart();
      }
      if (uploadId === undefined) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.concat(buffered) }));
      } else {
        if (bufferedBytes > 0) await sendPart();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      }
    } catch (error) {
      if (uploadId !== undefined) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
    return total;
  }

  return {
    name: 's3',
    put,

    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async deletePrefix(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
        );
        const Objects = (listed.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (Objects.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        }
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async open(Key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async signedUrl(Key, file, disposition) {
      const command = new GetObjectCommand({
        Bucket,
        Key,
        ResponseContentDisposition: contentDisposition(
          effectiveDisposition(disposition, file.mimeType),
          file.filename,
        ),
        ResponseContentType: file.mimeType,
      });
      return getSignedUrl(client, command, { expiresIn: SIGNED_URL_TTL_SECONDS });
    },
  };
}
