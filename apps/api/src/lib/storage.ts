/**
 * One interface for stored files (generated audio, re-encoded images, uploads). The local folder is the
 * default; an S3-compatible bucket can implement the same interface when configured.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file from the local disk without reading it into memory (large generated files: data exports). */
  putFile(key: string, sourcePath: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Null when there is no such file. */
  info(key: string): Promise<StoredFileInfo | null>;
  /** A byte range, inclusive at both ends (HTTP Range semantics); the whole file without one. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments: `audio/articles/<uuid>.mp3`. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await copyFile(sourcePath, temporary);
    await rename(temporary, target);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async info(key: string): Promise<StoredFileInfo | null> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
    } catch {
      return null;
    }
  }

  stream(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
