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
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { attachmentDisposition } from './content-disposition';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { AddFavoriteDto } from './dto/add-favorite.dto';
import { ListFavoritesQuery } from './dto/list-favorites.query';
import { UpdateNotesDto } from './dto/update-notes.dto';
import { FavoriteDocumentsService } from './favorite-documents.service';
import { FavoriteEnrichmentService } from './favorite-enrichment.service';
import { FavoritesExportService } from './favorites-export.service';
import { FavoritesService } from './favorites.service';

/** Spec §7 "Favorites"; every route is the signed-in user's own favorites only. */
@ApiTags('favorites')
@ApiBearerAuth()
@Controller('favorites')
export class FavoritesController {
  constructor(
    private readonly favorites: FavoritesService,
    private readonly documents: FavoriteDocumentsService,
    private readonly exports: FavoritesExportService,
    private readonly enrichment: FavoriteEnrichmentService,
  ) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: ListFavoritesQuery) {
    return this.favorites.list(user, query.page, query.limit);
  }

  /** 201 when added, 200 with the existing favorite when it already was one. */
  @Post()
  async add(
    @CurrentUser() user: AuthUser,
    @Body() dto: AddFavoriteDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { favorite, created } = await this.favorites.add(user, dto.analyzerRecordId);
    response.status(created ? 201 : 200);
    return { favorite };
  }

  @Get('export')
  exportCsv(@CurrentUser() user: AuthUser) {
    const { fileName, stream } = this.exports.export(user);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: attachmentDisposition(fileName),
    });
  }

  @Get('check/:recordId')
  check(@CurrentUser() user: AuthUser, @Param('recordId', ParseIntPipe) recordId: number) {
    return this.favorites.check(user, recordId);
  }

  @Get('documents/:documentId/download')
  download(@CurrentUser() user: AuthUser, @Param('documentId', ParseIntPipe) documentId: number) {
    return this.documents.download(user, documentId);
  }

  @Delete('documents/:documentId')
  async removeDocument(
    @CurrentUser() user: AuthUser,
    @Param('documentId', ParseIntPipe) documentId: number,
  ) {
    await this.documents.remove(user, documentId);
    return { success: true };
  }

  @Get(':id')
  async findOne(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return { favorite: await this.favorites.findOne(user, id) };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.favorites.remove(user, id);
    return { success: true };
  }

  @Patch(':id/notes')
  async updateNotes(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateNotesDto,
  ) {
    return { favorite: await this.favorites.updateNotes(user, id, dto.notes) };
  }

  @Get(':id/documents')
  async listDocuments(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
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
  async upload(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @UploadedFile() file?: Express.Multer.File,
  ) {
    return { document: await this.documents.upload(user, id, file) };
  }

  @Post(':id/enrich')
  @HttpCode(200)
  enrich(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.enrichment.enrich(user, id);
  }
}
