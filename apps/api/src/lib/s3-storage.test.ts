import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createFileStorage, S3FileStorage } from './s3-storage';
import { LocalFileStorage } from './storage';

/** An S3 client whose `send` answers from a map of objects, recording every command (no S3 server here). */
function mockedClient() {
  const objects = new Map<string, { data: Buffer; modified: Date }>();
  const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' } });
  const sent: Array<{ name: string; input: Record<string, unknown> }> = [];
  const send = vi.fn(async (command: unknown) => {
    const { input } = command as { input: Record<string, unknown> };
    const name = (command as object).constructor.name;
    sent.push({ name, input });
    const key = String(input.Key);
    const object = objects.get(key);
    if (command instanceof PutObjectCommand) {
      objects.set(key, { data: Buffer.from(input.Body as Buffer), modified: new Date('2026-11-21T10:00:00Z') });
      return {};
    }
    if (command instanceof DeleteObjectCommand) {
      objects.delete(key);
      return {};
    }
    if (!object) throw new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } });
    if (command instanceof HeadObjectCommand)
      return { ContentLength: object.data.length, LastModified: object.modified };
    if (command instanceof GetObjectCommand) {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(input.Range ?? ''));
      const data = range ? object.data.subarray(Number(range[1]), Number(range[2]) + 1) : object.data;
      return { Body: Object.assign(Readable.from([data]), { transformToByteArray: async () => new Uint8Array(data) }) };
    }
    throw new Error(`unexpected command ${name}`);
  });
  vi.spyOn(client, 'send').mockImplementation(send as never);
  return { client, sent };
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

describe('S3 file storage', () => {
  it('puts, reads, describes, streams (with ranges) and removes objects in its bucket', async () => {
    const { client, sent } = mockedClient();
    const storage = new S3FileStorage(client, 'noticeboard-files');
    await storage.put('community/abc/document.pdf', Buffer.from('%PDF-hello'));
    expect(sent[0]).toMatchObject({
      name: 'PutObjectCommand',
      input: { Bucket: 'noticeboard-files', Key: 'community/abc/document.pdf', ContentLength: 10 },
    });
    expect((await storage.read('community/abc/document.pdf')).toString()).toBe('%PDF-hello');
    expect(await storage.info('community/abc/document.pdf')).toEqual({
      size: 10,
      modifiedAt: new Date('2026-11-21T10:00:00Z'),
    });
    expect(await text(storage.stream('community/abc/document.pdf'))).toBe('%PDF-hello');
    expect(await text(storage.stream('community/abc/document.pdf', { start: 1, end: 3 }))).toBe('PDF');
    expect(sent.at(-1)?.input.Range).toBe('bytes=1-3');
    await storage.remove('community/abc/document.pdf');
    expect(await storage.info('community/abc/document.pdf')).toBeNull();
  });

  it('reports a missing object as null, and a failed stream as a stream error', async () => {
    const { client } = mockedClient();
    const storage = new S3FileStorage(client, 'b');
    expect(await storage.info('community/none/image.webp')).toBeNull();
    await expect(text(storage.stream('community/none/image.webp'))).rejects.toThrow();
  });

  it('refuses keys that could leave their folder before calling S3', async () => {
    const { client, sent } = mockedClient();
    const storage = new S3FileStorage(client, 'b');
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    expect(() => storage.stream('/absolute')).toThrow(/invalid storage key/);
    expect(sent).toHaveLength(0);
  });

  it('is chosen when S3_BUCKET is set; keys go together; otherwise the local folder', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/nb-s3-config', JWT_SECRET: 'x'.repeat(40) } as const;
    expect(createFileStorage(loadConfig(base))).toBeInstanceOf(LocalFileStorage);
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio.local:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'files',
      endpoint: 'http://minio.local:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(createFileStorage(config)).toBeInstanceOf(S3FileStorage);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
  });
});
