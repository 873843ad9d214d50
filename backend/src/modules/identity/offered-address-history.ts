import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHmac } from 'node:crypto';
import { authConfig } from '../../shared/config';
import { Transaction } from '../../shared/database';
import { TrialAddressHistory } from '../billing';
import { toCanonicalEmail } from './dto/normalize';
import { emailSkeleton } from './email-skeleton';
import { AddressOffers, OfferedAddressRepository } from './offered-address.repository';

const NONE: AddressOffers = { hadWelcomeCredits: false, hadTrial: false };

/**
 * The welcome credits and the free trial are given once per address (issue 28): what each
 * address had is kept as a keyed hash (HMAC-SHA256 with ACCOUNT_HASH_SECRET) of its confusable
 * skeleton, so a case variant or a look-alike is the same address, the hash names no one without
 * the key, and it outlives the account (the privacy page says so).
 */
@Injectable()
export class OfferedAddressHistory extends TrialAddressHistory {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly addresses: OfferedAddressRepository,
  ) {
    super();
  }

  /** What the account's address had, on this account or on a deleted one. */
  async offersOf(userId: number, tx?: Transaction): Promise<AddressOffers> {
    const hash = await this.hashOfUser(userId, tx);
    return (hash && (await this.addresses.find(hash, tx))) || NONE;
  }

  /** Whether a hash of the account's address is kept, and for what. */
  async isKeptFor(userId: number): Promise<AddressOffers | null> {
    const hash = await this.hashOfUser(userId);
    return hash ? this.addresses.find(hash) : null;
  }

  async hadTrial(userId: number, tx?: Transaction): Promise<boolean> {
    return (await this.offersOf(userId, tx)).hadTrial;
  }

  recordTrial(userId: number, tx: Transaction): Promise<void> {
    return this.record(userId, { ...NONE, hadTrial: true }, tx);
  }

  recordWelcomeCredits(userId: number, tx: Transaction): Promise<void> {
    return this.record(userId, { ...NONE, hadWelcomeCredits: true }, tx);
  }

  /** Adds what the account had to what its address is known to have had. */
  async record(userId: number, offers: AddressOffers, tx: Transaction): Promise<void> {
    if (!offers.hadWelcomeCredits && !offers.hadTrial) return;
    const hash = await this.hashOfUser(userId, tx);
    if (hash) await this.addresses.record(hash, offers, tx);
  }

  private async hashOfUser(userId: number, tx?: Transaction): Promise<string | null> {
    const email = await this.addresses.emailOf(userId, tx);
    if (email === null) return null;
    return createHmac('sha256', this.config.accountHashSecret)
      .update(emailSkeleton(toCanonicalEmail(email)))
      .digest('hex');
  }
}
