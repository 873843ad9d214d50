import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CreditPack } from './entities/credit-pack.entity';

@Injectable()
export class CreditPackRepository {
  constructor(@InjectRepository(CreditPack) private readonly packs: Repository<CreditPack>) {}

  listAll(): Promise<CreditPack[]> {
    return this.packs.find({ order: { sortOrder: 'ASC' } });
  }

  findById(id: string): Promise<CreditPack | null> {
    return this.packs.findOneBy({ id });
  }
}
