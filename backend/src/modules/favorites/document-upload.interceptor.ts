import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomUUID } from 'node:crypto';
import { Observable } from 'rxjs';
import { favoritesConfig } from '../../shared/config';
import { CommonError, DomainException } from '../../shared/errors';
import { DocumentStorage } from './document-storage';
import { FavoritesError } from './favorites.errors';

/**
 * Streams the one file of field `document` to disk (UPLOAD_DIR/incoming, generated name),
 * stopping at 10 MB; the service then checks its type and ownership before keeping it.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<ReturnType<typeof multer>['single']>;

  constructor(
    @Inject(favoritesConfig.KEY) config: ConfigType<typeof favoritesConfig>,
    storage: DocumentStorage,
  ) {
    this.upload = multer({
      storage: multer.diskStorage({
        destination: (_req, _file, done) => done(null, storage.incomingDir()),
        filename: (_req, _file, done) => done(null, randomUUID()),
      }),
      // Browsers send UTF-8 file names; multer's default would read them as latin1.
      defParamCharset: 'utf8',
      limits: { fileSize: config.maxDocumentBytes, files: 1, fields: 5, parts: 6 },
    }).single('document');
  }

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

/** The disk or the quota refusing the write; multer has already removed the partial file. */
const NO_ROOM_LEFT = ['ENOSPC', 'EDQUOT'];

/** busboy's errors for a multipart body it cannot read (a NUL in a part header, a cut-off form). */
const MALFORMED_MULTIPART =
  /^(Malformed part header|Unexpected end of (form|file)|Multipart: Boundary not found)$/;

function toUploadError(error: unknown): unknown {
  if (NO_ROOM_LEFT.includes((error as { code?: string }).code ?? '')) {
    return new DomainException(FavoritesError.StorageFull);
  }
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
    return new DomainException(CommonError.MalformedBody);
  }
  if (!(error instanceof MulterError)) return error;
  if (error.code === 'LIMIT_FILE_SIZE') return new DomainException(FavoritesError.DocumentTooLarge);
  return new DomainException(FavoritesError.DocumentRequired);
}
