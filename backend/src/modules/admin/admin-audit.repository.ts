import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminAuditEntry } from './entities/admin-audit-entry.entity';

@Injectable()
export class AdminAuditRepository {
  constructor(
    @InjectRepository(AdminAuditEntry) private readonly entries: Repository<AdminAuditEntry>,
  ) {}

  async record(
    entry: Pick<AdminAuditEntry, 'actorId' | 'targetUserId' | 'action' | 'before' | 'after'>,
  ) {
    await this.entries.insert(entry);
  }

  forTarget(targetUserId: number): Promise<AdminAuditEntry[]> {
    return this.entries.find({ where: { targetUserId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }
}
