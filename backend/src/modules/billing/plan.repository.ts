import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SubscriptionPlan } from './entities/subscription-plan.entity';

@Injectable()
export class PlanRepository {
  constructor(
    @InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>,
  ) {}

  listAll(): Promise<SubscriptionPlan[]> {
    return this.plans.find({ order: { sortOrder: 'ASC' } });
  }

  findById(id: number): Promise<SubscriptionPlan | null> {
    return this.plans.findOneBy({ id });
  }
}
