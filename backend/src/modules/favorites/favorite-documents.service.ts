/// <reference types="multer" />
import { Injectable, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { DomainException } from '../../shared/errors';
import { attachmentDisposition } from '../../shared/files';
import { DocumentStorage } from './document-storage';
import { cleanOriginalName, detectDocumentType, DOCUMENT_HEAD_BYTES } from './document-type';
import { DocumentView, toDocumentView } from './favorite.view';
import { FavoritesError } from './favorites.errors';
import { FavoritesRepository } from './favorites.repository';
import { FavoritesService } from './favorites.service';

const FOREIGN_KEY_VIOLATION = '23503';

/** Documents attached to a favorite: checked from their content, stored by generated name. */
@Injectable()
export class FavoriteDocumentsService {
  constructor(
    private readonly favorites: FavoritesService,
    private readonly repository: FavoritesRepository,
    private readonly storage: DocumentStorage,
  ) {}

  async list(user: AuthUser, favoriteId: number): Promise<DocumentView[]> {
    await this.favorites.owned(user, favoriteId);
    return (await this.repository.documentsOf(favoriteId)).map(toDocumentView);
  }

  /** The upload is already on disk (incoming/); it is kept only if everything checks out. */
  async upload(
    user: AuthUser,
    favoriteId: number,
    file: Express.Multer.File | undefined,
  ): Promise<DocumentView> {
    if (!file) throw new DomainException(FavoritesError.DocumentRequired);
    try {
      await this.favorites.owned(user, favoriteId);
      const originalName = cleanOriginalName(file.originalname);
      const mimeType = detectDocumentType(
        originalName,
        await this.storage.readHead(file.path, DOCUMENT_HEAD_BYTES),
      );
      if (!mimeType) throw new DomainException(FavoritesError.UnsupportedDocumentType);
      const storedName = await this.storage.keep(file.path);
      try {
        const document = await this.repository.insertDocument({
          favoriteId,
          originalName,
          storedName,
          mimeType,
          size: file.size,
        });
        return toDocumentView(document);
      } catch (error) {
        await this.storage.remove([storedName]);
        // The favorite was deleted while its document was uploading.
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
          throw new DomainException(FavoritesError.FavoriteNotFound);
        }
        throw error;
      }
    } finally {
      await this.storage.discard(file.path);
    }
  }

  /** The file streamed under its original name. */
  async download(user: AuthUser, documentId: number): Promise<StreamableFile> {
    const document = await this.ownedDocument(user, documentId);
    const stream = await this.storage.openStream(document.storedName);
    if (!stream) throw new DomainException(FavoritesError.DocumentNotFound);
    return new StreamableFile(stream, {
      type: document.mimeType,
      length: document.size,
      disposition: attachmentDisposition(document.originalName),
    });
  }

  async remove(user: AuthUser, documentId: number): Promise<void> {
    const document = await this.ownedDocument(user, documentId);
    await this.repository.deleteDocument(document.id);
    await this.storage.remove([document.storedName]);
  }

  private async ownedDocument(user: AuthUser, documentId: number) {
    const document = await this.repository.findOwnedDocument(user.id, documentId);
    if (!document) throw new DomainException(FavoritesError.DocumentNotFound);
    return document;
  }
}
