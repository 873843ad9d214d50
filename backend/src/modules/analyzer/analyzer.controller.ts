import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { AnalyzerService } from './analyzer.service';
import { SearchRecordsQuery } from './dto/search-records.query';

@ApiTags('analyzer')
@ApiBearerAuth()
@Controller('analyzer/records')
export class AnalyzerController {
  constructor(private readonly analyzer: AnalyzerService) {}

  @Get()
  async search(@CurrentUser() user: AuthUser, @Query() query: SearchRecordsQuery) {
    return { success: true, data: await this.analyzer.search(user, query) };
  }

  @Get(':id')
  async findOne(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return { success: true, data: await this.analyzer.findOne(user, id) };
  }
}
