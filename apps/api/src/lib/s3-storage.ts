/**
 * FileStorage on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), chosen when S3_BUCKET is set: API
 * processes then keep no files of their own and any number of them can run behind a load balancer.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';
import { assertStorageKey, type FileStorage, LocalFileStorage, type StoredFileInfo } from './storage';

/** What the adapter needs of the client: tests give it a client whose `send` is mocked. */
export type S3Sender = Pick<S3Client, 'send'>;

export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's default chain applies (instance role, AWS_* variables, shared files).
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
}

/** The bucket when S3 is configured, otherwise the local files folder. */
export function createFileStorage(config: Config): FileStorage {
  return config.s3
    ? new S3FileStorage(s3ClientFor(config.s3), config.s3.bucket)
    : new LocalFileStorage(config.filesDir);
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
  }
  return (error as { name?: string } | null)?.name === 'NotFound';
}

/** A GetObject body as a Node stream (the SDK gives an IncomingMessage in Node, a web stream elsewhere). */
function toReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  const web = body as { transformToWebStream?: () => ReadableStream<Uint8Array> } | undefined;
  if (web?.transformToWebStream) return Readable.fromWeb(web.transformToWebStream() as never);
  throw new Error('S3 returned no body');
}

export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Sender,
    private readonly bucket: string,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }),
    );
  }

  /** Streamed from the disk with its length known, so the SDK sends it in one request without buffering it. */
  async putFile(key: string, sourcePath: string): Promise<void> {
    assertStorageKey(key);
    const { size } = await stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: createReadStream(sourcePath), ContentLength: size }),
    );
  }

  async read(key: string): Promise<Buffer> {
    assertStorageKey(key);
    const output = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!output.Body) throw new Error(`S3 returned no body for ${key}`);
    return Buffer.from(await output.Body.transformToByteArray());
  }

  async info(key: string): Promise<StoredFileInfo | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The object's bytes as they arrive; the request starts at once and its failure ends the stream with an error. */
  stream(key: string, range?: { start: number; end: number }): Readable {
    assertStorageKey(key);
    const out = new PassThrough();
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    });
    this.client.send(command).then(
      (output) => {
        try {
          const body = toReadable(output.Body);
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        } catch (error) {
          out.destroy(error as Error);
        }
      },
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return out;
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for a key that does not exist: removing is idempotent, as on the local folder.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
