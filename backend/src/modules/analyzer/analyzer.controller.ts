import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { AnalyzerService } from './analyzer.service';
import {
  RecordDetailResponse,
  RecordOpeningCostResponse,
  RecordSearchResponse,
} from './dto/analyzer-record.response';
import { SearchRecordsQuery } from './dto/search-records.query';

@ApiTags('analyzer')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('analyzer/records')
export class AnalyzerController {
  constructor(private readonly analyzer: AnalyzerService) {}

  @Get()
  @ApiOkResponse({ type: RecordSearchResponse })
  async search(
    @CurrentUser() user: AuthUser,
    @Query() query: SearchRecordsQuery,
  ): Promise<RecordSearchResponse> {
    return { success: true, data: await this.analyzer.search(user, query) };
  }

  @Get(':id/cost')
  @ApiOkResponse({ type: RecordOpeningCostResponse })
  openingCost(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<RecordOpeningCostResponse> {
    return this.analyzer.openingCost(user, id);
  }

  @Get(':id')
  @ApiOkResponse({ type: RecordDetailResponse })
  async findOne(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<RecordDetailResponse> {
    return { success: true, data: await this.analyzer.findOne(user, id) };
  }
}
