import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DomainException } from '../../shared/errors';
import { toUserView } from './entities/user.entity';
import { IdentityError } from './identity.errors';
import { PERSONAL_DATA_TABLES } from './personal-data.inventory';
import { PersonalDataRepository } from './personal-data.repository';
import { UserRepository } from './user.repository';

const PAGE = 500;

/** "Your data" (CONTRACT 7.7): everything held about the user, as one JSON file, streamed. */
@Injectable()
export class AccountDataExportService {
  constructor(
    private readonly users: UserRepository,
    private readonly personalData: PersonalDataRepository,
  ) {}

  async export(userId: number, now = new Date()): Promise<{ fileName: string; stream: Readable }> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException(IdentityError.UserNotFound);
    const head = { exportedAt: now.toISOString(), profile: toUserView(user) };
    return {
      fileName: `mes-donnees-${now.toISOString().slice(0, 10)}.json`,
      stream: Readable.from(this.chunks(userId, head)),
    };
  }

  /** The object's text piece by piece: each table is read a page at a time, never all at once. */
  private async *chunks(userId: number, head: Record<string, unknown>): AsyncGenerator<string> {
    yield JSON.stringify(head, null, 2).replace(/\n}$/, '');
    for (const table of PERSONAL_DATA_TABLES) {
      yield `,\n  ${JSON.stringify(table.section)}: [`;
      let after: string | null = null;
      let isFirst = true;
      for (;;) {
        const rows = await this.personalData.page(table, userId, after, PAGE);
        for (const { row } of rows) {
          yield `${isFirst ? '' : ','}\n    ${JSON.stringify(row)}`;
          isFirst = false;
        }
        if (rows.length < PAGE) break;
        after = rows[rows.length - 1].cursor;
      }
      yield isFirst ? ']' : '\n  ]';
    }
    yield '\n}\n';
  }
}
