import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const FavoritesError = {
  FavoriteNotFound: {
    code: 'FAVORITE_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Favorite not found.',
  },
  RecordNotFound: {
    code: 'RECORD_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Record not found',
  },
  DocumentNotFound: {
    code: 'DOCUMENT_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Document not found',
  },
  DocumentRequired: {
    code: 'DOCUMENT_REQUIRED',
    status: HttpStatus.BAD_REQUEST,
    message: 'Failed to upload document: send one file in the field "document"',
  },
  DocumentTooLarge: {
    code: 'DOCUMENT_TOO_LARGE',
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'Failed to upload document: files are limited to 10 MB',
  },
  StorageFull: {
    code: 'STORAGE_FULL',
    status: HttpStatus.INSUFFICIENT_STORAGE,
    message:
      'Failed to upload document: the server has no room left to store it, please try again later',
  },
  UnsupportedDocumentType: {
    code: 'UNSUPPORTED_DOCUMENT_TYPE',
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message:
      'Failed to upload document: only PDF, images (jpg, jpeg, png, gif), doc, docx, xls, xlsx, csv, zip and rar files are accepted, and the content must match the name',
  },
  RecordHasNoSiren: {
    code: 'RECORD_HAS_NO_SIREN',
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'Failed to enrich record: the record has no SIREN number',
  },
  CompanyNotFound: {
    code: 'COMPANY_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Failed to enrich record: no company with this SIREN in the public company data',
  },
  EnrichmentUnavailable: {
    code: 'ENRICHMENT_UNAVAILABLE',
    status: HttpStatus.BAD_GATEWAY,
    message: 'Failed to enrich record: the public company data service is unavailable',
  },
  EnrichmentInProgress: {
    code: 'ENRICHMENT_IN_PROGRESS',
    status: HttpStatus.CONFLICT,
    message:
      'Failed to enrich record: an enrichment of this favorite is still running, please try again in a moment',
  },
  EnrichmentTimeout: {
    code: 'ENRICHMENT_UNAVAILABLE',
    status: HttpStatus.GATEWAY_TIMEOUT,
    message: 'Failed to enrich record: the public company data service did not answer in time',
  },
} satisfies Record<string, ErrorDefinition>;
