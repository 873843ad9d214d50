import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { RateLimit } from '../../shared/rate-limit';
import { DomainException } from '../../shared/errors';
import { AlertsError } from './alerts.errors';
import { CreateWatchDto, WatchEnvelope, WatchListResponse } from './dto/watch.dto';
import { ImportWatchesDto, WatchImportResponse } from './dto/watch-import.dto';
import { PortfolioUploadInterceptor } from './portfolio-import/portfolio-upload.interceptor';
import { WatchImportService } from './watch-import.service';
import { WatchesService } from './watches.service';

/** CONTRACT §7.4: the signed-in user's watches only. */
@ApiTags('alerts')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('watches')
export class WatchesController {
  constructor(
    private readonly watches: WatchesService,
    private readonly imports: WatchImportService,
  ) {}

  @Post()
  @RateLimit('watchCreation')
  @ApiCreatedResponse({ type: WatchEnvelope })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateWatchDto): Promise<WatchEnvelope> {
    return { watch: await this.watches.create(user, dto.siren) };
  }

  /** A portfolio: a CSV or XLSX file (multipart `file`) or a JSON list `{sirens}` (§8.4). */
  @Post('import')
  @RateLimit('watchCreation')
  @UseInterceptors(PortfolioUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary' },
        sirens: { type: 'array', items: { type: 'string' } },
      },
    },
  })
  @ApiCreatedResponse({ type: WatchImportResponse })
  async import(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() dto: ImportWatchesDto,
  ): Promise<WatchImportResponse> {
    if (file) return this.imports.import(user, { path: file.path });
    if (!dto.sirens) throw new DomainException(AlertsError.ImportUnreadable);
    return this.imports.import(user, { sirens: dto.sirens });
  }

  @Get()
  @ApiOkResponse({ type: WatchListResponse })
  async list(@CurrentUser() user: AuthUser): Promise<WatchListResponse> {
    return this.watches.list(user);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.watches.delete(user, id);
  }
}
