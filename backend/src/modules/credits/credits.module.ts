import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditLedgerRepository } from './credit-ledger.repository';
import { CreditPackRepository } from './credit-pack.repository';
import { CreditsController } from './credits.controller';
import { CreditsService } from './credits.service';
import { CreditPack } from './entities/credit-pack.entity';
import { CreditTransaction } from './entities/credit-transaction.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CreditTransaction, CreditPack])],
  controllers: [CreditsController],
  providers: [CreditsService, CreditLedgerRepository, CreditPackRepository],
  exports: [CreditsService],
})
export class CreditsModule {}
