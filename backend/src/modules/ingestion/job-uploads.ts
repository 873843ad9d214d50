import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { readdir, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { appConfig, ingestionConfig } from '../../shared/config';
import { JobRun } from './entities/job-run.entity';
import { JobRunRepository } from './job-run.repository';

/**
 * An upload no queued or running run reads is removed by a starting worker once it is this old
 * (the uploads of runs finished before they were removed at the end, or left by a crash).
 */
export const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

const isInside = (dir: string, path: string) => {
  const inside = relative(dir, path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
};

/**
 * The files uploaded for the data jobs (INGEST_DIR/uploads) live as long as their run can still
 * read them: a finished run's upload is removed (resuming it means uploading the file again), and
 * a starting worker removes older uploads that no queued or running run reads. A file the admin
 * named on the server is never removed, even inside the uploads folder.
 */
@Injectable()
export class JobUploads implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobUploads.name);

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(ingestionConfig.KEY) private readonly config: ConfigType<typeof ingestionConfig>,
    private readonly runs: JobRunRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.app.processRole === 'api') return;
    await this.sweep().catch((error: Error) =>
      this.logger.warn(`Could not sweep the old uploads: ${error.message}`),
    );
  }

  /** Removes the upload of a run that has finished (completed, stopped, failed or abandoned). */
  async discardUploadOf(run: JobRun): Promise<void> {
    const { filePath, isUpload } = run.params as { filePath?: string; isUpload?: boolean };
    if (isUpload && filePath && isInside(this.config.uploadDir, filePath)) {
      await this.remove(filePath);
    }
  }

  /** Removes the uploads older than UPLOAD_RETENTION_MS that no queued or running run reads. */
  async sweep(now = Date.now()): Promise<void> {
    const dir = this.config.uploadDir;
    const names = await readdir(dir).catch(() => [] as string[]);
    if (!names.length) return;
    const inUse = new Set(await this.runs.filesOfUnfinishedRuns());
    for (const name of names) {
      const path = join(dir, name);
      const file = await stat(path).catch(() => null);
      if (file?.isFile() && now - file.mtimeMs > UPLOAD_RETENTION_MS && !inUse.has(path)) {
        await this.remove(path);
      }
    }
  }

  private async remove(path: string): Promise<void> {
    await rm(path, { force: true }).catch((error: Error) =>
      this.logger.warn(`Could not remove the upload ${path}: ${error.message}`),
    );
  }
}
