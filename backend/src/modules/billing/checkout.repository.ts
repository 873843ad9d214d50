import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Database, Transaction } from '../../shared/database';
import { CheckoutSession } from './entities/checkout-session.entity';

@Injectable()
export class CheckoutRepository {
  constructor(
    @InjectRepository(CheckoutSession) private readonly sessions: Repository<CheckoutSession>,
    private readonly db: Database,
  ) {}

  async insert(
    session: Omit<CheckoutSession, 'createdAt' | 'completedAt' | 'status' | 'stripeSessionId'>,
  ) {
    await this.sessions.insert({ ...session, status: 'open' });
  }

  findById(id: string): Promise<CheckoutSession | null> {
    return this.sessions.findOneBy({ id });
  }

  async attachStripeSession(id: string, stripeSessionId: string): Promise<void> {
    await this.sessions.update({ id }, { stripeSessionId });
  }

  /** Locks the row so one completion wins when the webhook and a retry race. */
  lockForCompletion(tx: Transaction, id: string): Promise<CheckoutSession | null> {
    return this.db
      .repository(CheckoutSession, tx)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async markCompleted(tx: Transaction, id: string): Promise<void> {
    await this.db
      .repository(CheckoutSession, tx)
      .update({ id }, { status: 'completed', completedAt: new Date() });
  }

  async markCanceled(id: string): Promise<void> {
    await this.sessions.update({ id, status: 'open' }, { status: 'canceled' });
  }
}
