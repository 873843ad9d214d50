import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess } from '../../shared/auth';
import { AnalyzerCoverageService } from './analyzer-coverage.service';
import { CoverageResponse } from './dto/coverage.response';

@ApiTags('analyzer')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('analyzer/coverage')
export class AnalyzerCoverageController {
  constructor(private readonly coverage: AnalyzerCoverageService) {}

  /** The catalogue's first and last publication days, its size, and how current the sync is. */
  @Get()
  @ApiOkResponse({ type: CoverageResponse })
  get(): Promise<CoverageResponse> {
    return this.coverage.coverage();
  }
}
