import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../shared/auth';
import { RealtimePublisher } from '../../shared/realtime';
import { CreditsService } from '../credits';
import { UserAdministrationService } from '../identity';
import { AdminAuditRepository } from './admin-audit.repository';
import { UpdateUserDto } from './dto/update-user.dto';

@Injectable()
export class UserManagementService {
  constructor(
    private readonly users: UserAdministrationService,
    private readonly credits: CreditsService,
    private readonly audit: AdminAuditRepository,
    private readonly realtime: RealtimePublisher,
  ) {}

  async list(page: number, limit: number, search: string) {
    const { users, totalItems } = await this.users.search(search, page, limit);
    return { users, page, limit, totalPages: Math.ceil(totalItems / limit), totalItems };
  }

  async detail(id: number) {
    const user = await this.users.find(id);
    return { user: { ...user, creditBalance: await this.credits.balanceOf(id) } };
  }

  async update(actor: AuthUser, id: number, dto: UpdateUserDto) {
    const { before, after } = await this.users.update(actor, id, {
      fullName: dto.fullName,
      role: dto.role,
      isVerified: dto.is_verified,
    });
    // Open sockets follow at once, not at their next recheck: no admin event to a demoted admin.
    if (!after.isVerified) this.realtime.disconnectUser(id);
    else if (after.role !== before.role) this.realtime.setAdminRoom(id, after.role === 'admin');
    await this.audit.record({
      actorId: actor.id,
      targetUserId: id,
      action: 'user.update',
      before,
      after,
    });
    return { success: true, user: after };
  }

  async adjustCredits(actor: AuthUser, id: number, amount: number, description: string) {
    await this.users.find(id);
    const before = await this.credits.balanceOf(id);
    const balance = await this.credits.adjust(id, amount, description);
    await this.audit.record({
      actorId: actor.id,
      targetUserId: id,
      action: 'credits.adjust',
      before: { balance: before },
      after: { balance, amount, description },
    });
    return { success: true, balance };
  }
}
