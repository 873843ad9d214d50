import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable } from 'rxjs';
import { DomainException } from '../../shared/errors';
import { IngestionError } from './ingestion.errors';

/** multer's refusals are bare 400s and 413s ("Unexpected field"): they get the context's codes. */
function withIngestionCode(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    return new DomainException(IngestionError.UploadTooLarge);
  }
  if (error instanceof BadRequestException)
    return new DomainException(IngestionError.UploadInvalid);
  return error;
}

/**
 * FileInterceptor('csvFile') of the data job routes: the upload is stored by the module's multer
 * options (INGEST_DIR/uploads, .csv only, INGEST_MAX_UPLOAD_MB), and a malformed or oversized
 * upload answers with a code the screens translate.
 */
export function CsvUploadInterceptor(): Type<NestInterceptor> {
  class CsvUpload extends FileInterceptor('csvFile') {
    override async intercept(
      context: ExecutionContext,
      next: CallHandler,
    ): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        throw withIngestionCode(error);
      }
    }
  }
  return mixin(CsvUpload);
}
