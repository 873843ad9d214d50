/// <reference types="multer" />
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { SuccessResponse } from '../../shared/dto/success.response';
import { attachmentDisposition } from '../../shared/files';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { AddFavoriteDto } from './dto/add-favorite.dto';
import { EnrichQuery } from './dto/enrich.query';
import {
  EnrichedResponse,
  EnrichmentComingSoonResponse,
  FavoriteCheckResponse,
  FavoriteDocumentEnvelope,
  FavoriteDocumentsResponse,
  FavoriteEnvelope,
  FavoritePageResponse,
} from './dto/favorite.response';
import { ListFavoritesQuery } from './dto/list-favorites.query';
import { UpdateNotesDto } from './dto/update-notes.dto';
import { FavoriteDocumentsService } from './favorite-documents.service';
import { FavoriteEnrichmentService } from './favorite-enrichment.service';
import { FavoritesExportService } from './favorites-export.service';
import { FavoritesService } from './favorites.service';

/** Spec §7 "Favorites"; every route is the signed-in user's own favorites only. */
@ApiTags('favorites')
@ApiBearerAuth()
@ApiExtraModels(EnrichedResponse, EnrichmentComingSoonResponse)
@Controller('favorites')
export class FavoritesController {
  constructor(
    private readonly favorites: FavoritesService,
    private readonly documents: FavoriteDocumentsService,
    private readonly exports: FavoritesExportService,
    private readonly enrichment: FavoriteEnrichmentService,
  ) {}

  @Get()
  @ApiOkResponse({ type: FavoritePageResponse })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: ListFavoritesQuery,
  ): Promise<FavoritePageResponse> {
    return this.favorites.list(user, query.page, query.limit);
  }

  /** 201 when added, 200 with the existing favorite when it already was one. */
  @Post()
  @ApiCreatedResponse({ type: FavoriteEnvelope, description: 'Added' })
  @ApiOkResponse({ type: FavoriteEnvelope, description: 'Already a favorite' })
  async add(
    @CurrentUser() user: AuthUser,
    @Body() dto: AddFavoriteDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FavoriteEnvelope> {
    const { favorite, created } = await this.favorites.add(user, dto.analyzerRecordId);
    response.status(created ? 201 : 200);
    return { favorite };
  }

  @Get('export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  exportCsv(@CurrentUser() user: AuthUser) {
    const { fileName, stream } = this.exports.export(user);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: attachmentDisposition(fileName),
    });
  }

  @Get('check/:recordId')
  @ApiOkResponse({ type: FavoriteCheckResponse })
  check(
    @CurrentUser() user: AuthUser,
    @Param('recordId', ParseIntPipe) recordId: number,
  ): Promise<FavoriteCheckResponse> {
    return this.favorites.check(user, recordId);
  }

  @Get('documents/:documentId/download')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The file' })
  download(@CurrentUser() user: AuthUser, @Param('documentId', ParseIntPipe) documentId: number) {
    return this.documents.download(user, documentId);
  }

  @Delete('documents/:documentId')
  @ApiOkResponse({ type: SuccessResponse })
  async removeDocument(
    @CurrentUser() user: AuthUser,
    @Param('documentId', ParseIntPipe) documentId: number,
  ): Promise<SuccessResponse> {
    await this.documents.remove(user, documentId);
    return { success: true };
  }

  @Get(':id')
  @ApiOkResponse({ type: FavoriteEnvelope })
  async findOne(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<FavoriteEnvelope> {
    return { favorite: await this.favorites.findOne(user, id) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: SuccessResponse })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<SuccessResponse> {
    await this.favorites.remove(user, id);
    return { success: true };
  }

  @Patch(':id/notes')
  @ApiOkResponse({ type: FavoriteEnvelope })
  async updateNotes(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateNotesDto,
  ): Promise<FavoriteEnvelope> {
    return { favorite: await this.favorites.updateNotes(user, id, dto) };
  }

  @Get(':id/documents')
  @ApiOkResponse({ type: FavoriteDocumentsResponse })
  async listDocuments(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<FavoriteDocumentsResponse> {
    return { documents: await this.documents.list(user, id) };
  }

  @Post(':id/documents')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['document'],
      properties: { document: { type: 'string', format: 'binary' } },
    },
  })
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiCreatedResponse({ type: FavoriteDocumentEnvelope })
  async upload(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<FavoriteDocumentEnvelope> {
    return { document: await this.documents.upload(user, id, file) };
  }

  @Post(':id/enrich')
  @HttpCode(200)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(EnrichedResponse) },
        { $ref: getSchemaPath(EnrichmentComingSoonResponse) },
      ],
    },
  })
  enrich(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: EnrichQuery,
  ): Promise<EnrichedResponse | EnrichmentComingSoonResponse> {
    return this.enrichment.enrich(user, id, query.refresh === true);
  }
}
