import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { attachmentDisposition } from '../../shared/files';
import { dayInParis } from '../../shared/time';
import { PortfolioExportQuery, PortfolioQuery, PortfolioResponse } from './dto/portfolio.dto';
import { portfolioFile } from './portfolio-export';
import { PortfolioService } from './portfolio.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CONTRACT §8.4: the signed-in user's watched companies, as a portfolio. */
@ApiTags('alerts')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  @ApiOkResponse({ type: PortfolioResponse })
  page(@CurrentUser() user: AuthUser, @Query() query: PortfolioQuery): Promise<PortfolioResponse> {
    return this.portfolio.page(user, query, query.page, query.limit);
  }

  /** The same companies as the list, with the same filters, as a CSV or XLSX file. */
  @Get('export')
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async export(@CurrentUser() user: AuthUser, @Query() query: PortfolioExportQuery) {
    const kept = await this.portfolio.companiesOf(user, query);
    const isXlsx = query.format === 'xlsx';
    return new StreamableFile(portfolioFile(kept, query.format), {
      type: isXlsx ? XLSX_TYPE : 'text/csv; charset=utf-8',
      disposition: attachmentDisposition(`portefeuille-${dayInParis(new Date())}.${query.format}`),
    });
  }
}
