import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DomainException } from '../../shared/errors';
import { toUserView } from './entities/user.entity';
import { IdentityError } from './identity.errors';
import { OfferedAddressHistory } from './offered-address-history';
import { PERSONAL_DATA_TABLES } from './personal-data.inventory';
import { PersonalDataRepository } from './personal-data.repository';
import { UserRepository } from './user.repository';

const PAGE = 500;
const FREE_OFFERS_PURPOSE =
  'A keyed hash (HMAC-SHA256) of your e-mail address, kept even after your account is deleted, ' +
  'so that the welcome credits and the free trial are given once per address. It does not ' +
  'reveal the address without our secret key.';

/** "Your data" (CONTRACT 7.7): everything held about the user, as one JSON file, streamed. */
@Injectable()
export class AccountDataExportService {
  constructor(
    private readonly users: UserRepository,
    private readonly personalData: PersonalDataRepository,
    private readonly offeredAddresses: OfferedAddressHistory,
  ) {}

  async export(userId: number, now = new Date()): Promise<{ fileName: string; stream: Readable }> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException(IdentityError.UserNotFound);
    const head = {
      exportedAt: now.toISOString(),
      profile: toUserView(user),
      freeOffers: await this.freeOffers(userId),
    };
    return {
      fileName: `mes-donnees-${now.toISOString().slice(0, 10)}.json`,
      stream: Readable.from(this.chunks(userId, head)),
    };
  }

  /** Whether a keyed hash of the address is kept, for which offers, and why (issue 28). */
  private async freeOffers(userId: number) {
    const kept = await this.offeredAddresses.isKeptFor(userId);
    return {
      isAddressHashKept: kept !== null,
      welcomeCredits: kept?.hadWelcomeCredits ?? false,
      trial: kept?.hadTrial ?? false,
      purpose: FREE_OFFERS_PURPOSE,
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
