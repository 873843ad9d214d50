import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { PortfolioQuery, PortfolioResponse } from './dto/portfolio.dto';
import { PortfolioService } from './portfolio.service';

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
}
