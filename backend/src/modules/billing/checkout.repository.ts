import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CheckoutSession } from './entities/checkout-session.entity';

@Injectable()
export class CheckoutRepository {
  constructor(
    @InjectRepository(CheckoutSession) private readonly sessions: Repository<CheckoutSession>,
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
  lockForCompletion(manager: EntityManager, id: string): Promise<CheckoutSession | null> {
    return manager
      .getRepository(CheckoutSession)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where('c.id = :id', { id })
      .getOne();
  }

  async markCompleted(manager: EntityManager, id: string): Promise<void> {
    await manager.update(CheckoutSession, { id }, { status: 'completed', completedAt: new Date() });
  }

  async markCanceled(id: string): Promise<void> {
    await this.sessions.update({ id, status: 'open' }, { status: 'canceled' });
  }
}
