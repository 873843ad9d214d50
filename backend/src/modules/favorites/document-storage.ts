import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import { mkdirSync, ReadStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { favoritesConfig } from '../../shared/config';

const STORED_NAME = /^[0-9a-f-]{36}$/;

/** Whether a name is one the store gives (a UUID): only those are ever turned into a path. */
export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

/** Favorite documents on disk, under UPLOAD_DIR by generated name; uploads arrive in `incoming/`. */
@Injectable()
export class DocumentStorage {
  private readonly logger = new Logger(DocumentStorage.name);

  constructor(
    @Inject(favoritesConfig.KEY) private readonly config: ConfigType<typeof favoritesConfig>,
  ) {}

  /** Where multer streams an upload before it is checked. */
  incomingDir(): string {
    mkdirSync(this.config.incomingDir, { recursive: true });
    return this.config.incomingDir;
  }

  /** The first bytes of a file, to recognise its type from its content. */
  async readHead(path: string, length: number): Promise<Buffer> {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Moves a checked upload into the store (same file system: a rename); returns its name. */
  async keep(incomingPath: string): Promise<string> {
    mkdirSync(this.config.documentsDir, { recursive: true });
    const storedName = randomUUID();
    await rename(incomingPath, this.pathOf(storedName));
    return storedName;
  }

  /** Opens the file first, so a missing one is known before any byte is sent (null). */
  async openStream(storedName: string): Promise<ReadStream | null> {
    try {
      const handle = await open(this.pathOf(storedName), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removing is best effort: a missing file is not an error, a failure is only logged. */
  async remove(storedNames: string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => this.discard(this.pathOf(name))));
  }

  async discard(path: string): Promise<void> {
    try {
      await rm(path, { force: true });
    } catch (error) {
      this.logger.warn(`Could not remove ${path}: ${String(error)}`);
    }
  }

  private pathOf(storedName: string): string {
    // Stored names are ours (UUIDs); anything else would be a bug, never a path to follow.
    if (!isStoredName(storedName)) throw new Error(`Invalid stored name ${storedName}`);
    return join(this.config.documentsDir, storedName);
  }
}
