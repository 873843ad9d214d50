import { ApiProperty } from '@nestjs/swagger';
import {
  CREDIT_TRANSACTION_TYPES,
  CreditTransactionType,
} from '../entities/credit-transaction.entity';

export class BalanceResponse {
  @ApiProperty()
  balance: number;
}

export class CreditPackResponse {
  @ApiProperty({ example: 'pack_100' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  credits: number;

  @ApiProperty({ description: 'In euro cents' })
  price: number;

  @ApiProperty({ example: 'eur' })
  currency: string;

  @ApiProperty()
  sortOrder: number;
}

export class CreditPacksResponse {
  @ApiProperty({ type: [CreditPackResponse] })
  packs: CreditPackResponse[];
}

export class CreditTransactionResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  userId: number;

  @ApiProperty({ enum: CREDIT_TRANSACTION_TYPES, enumName: 'CreditTransactionType' })
  type: CreditTransactionType;

  @ApiProperty({ description: 'Signed: positive adds credits, negative spends them' })
  amount: number;

  @ApiProperty()
  balanceAfter: number;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;

  @ApiProperty()
  createdAt: Date;
}

export class TransactionsPagination {
  @ApiProperty()
  total: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  offset: number;

  @ApiProperty()
  hasMore: boolean;
}

export class TransactionsResponse {
  @ApiProperty({ type: [CreditTransactionResponse] })
  transactions: CreditTransactionResponse[];

  @ApiProperty({ type: TransactionsPagination })
  pagination: TransactionsPagination;
}
