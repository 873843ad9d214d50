import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { rm } from 'node:fs/promises';
import { catchError, from, Observable, switchMap, throwError } from 'rxjs';

/**
 * Removes the file multer stored for a request that then fails (an unknown target user, a
 * queue that refuses the job…), before the error answers: only an accepted upload stays in
 * INGEST_DIR/uploads. Refusals by multer itself and by the pipes are cleaned up by them.
 * Bind it after FileInterceptor, so that it sees the stored file.
 */
@Injectable()
export class DiscardRejectedUploadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        const path = request.file?.path;
        if (!path) return throwError(() => error);
        return from(rm(path, { force: true })).pipe(switchMap(() => throwError(() => error)));
      }),
    );
  }
}
