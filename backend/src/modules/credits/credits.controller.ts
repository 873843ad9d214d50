import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { CreditsService } from './credits.service';
import { TransactionsQueryDto } from './dto/transactions-query.dto';

@ApiTags('credits')
@ApiBearerAuth()
@Controller('credits')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Get('balance')
  async balance(@CurrentUser() user: AuthUser) {
    return { balance: await this.credits.balanceOf(user.id) };
  }

  @Get('transactions')
  transactions(@CurrentUser() user: AuthUser, @Query() query: TransactionsQueryDto) {
    return this.credits.transactions(user.id, query.limit, query.offset);
  }

  @Get('packs')
  async packs() {
    return { packs: await this.credits.listPacks() };
  }
}
