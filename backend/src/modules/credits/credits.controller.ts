import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { CreditsService } from './credits.service';
import { BalanceResponse, CreditPacksResponse, TransactionsResponse } from './dto/credits.response';
import { TransactionsQueryDto } from './dto/transactions-query.dto';

@ApiTags('credits')
@ApiBearerAuth()
@Controller('credits')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Get('balance')
  @ApiOkResponse({ type: BalanceResponse })
  async balance(@CurrentUser() user: AuthUser): Promise<BalanceResponse> {
    return { balance: await this.credits.balanceOf(user.id) };
  }

  @Get('transactions')
  @ApiOkResponse({ type: TransactionsResponse })
  transactions(
    @CurrentUser() user: AuthUser,
    @Query() query: TransactionsQueryDto,
  ): Promise<TransactionsResponse> {
    return this.credits.transactions(user.id, query.limit, query.offset);
  }

  @Get('packs')
  @ApiOkResponse({ type: CreditPacksResponse })
  async packs(): Promise<CreditPacksResponse> {
    return { packs: await this.credits.listPacks() };
  }
}
