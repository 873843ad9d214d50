import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Observable } from 'rxjs';
import { DomainException } from '../../../shared/errors';
import { AlertsError } from '../alerts.errors';
import { MAX_IMPORT_BYTES } from './portfolio-limits';

/**
 * Streams the one file of field `file` to a temporary file, stopping at MAX_IMPORT_BYTES; the
 * import removes it once read. A JSON body passes through untouched.
 */
@Injectable()
export class PortfolioUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    dest: (() => {
      const dir = join(tmpdir(), 'portfolio-imports');
      mkdirSync(dir, { recursive: true });
      return dir;
    })(),
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(toUploadError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}

function toUploadError(error: unknown): unknown {
  if (!(error instanceof MulterError)) return error;
  if (error.code === 'LIMIT_FILE_SIZE') return new DomainException(AlertsError.ImportTooLarge);
  return new DomainException(AlertsError.ImportUnreadable);
}
