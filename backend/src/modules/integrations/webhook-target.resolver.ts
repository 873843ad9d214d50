import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { webhooksConfig } from '../../shared/config';
import { hostOf, isPublicAddress } from './webhook-address.policy';

/**
 * A refusal says only that: what the host resolves to, or whether it resolves at all, would
 * tell a user about the networks beside the server (issue 28).
 */
export type WebhookTarget = { isAllowed: true; addresses: LookupAddress[] } | { isAllowed: false };

const REFUSED: WebhookTarget = { isAllowed: false };

/** The URL, or null when the URL standard cannot parse it (a scoped IPv6 address `%25lo`). */
function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Where a webhook URL leads, resolved now: every address its host has must be public (one
 * private address among public ones is enough to refuse), unless WEBHOOK_ALLOW_PRIVATE.
 */
@Injectable()
export class WebhookTargetResolver {
  constructor(
    @Inject(webhooksConfig.KEY) private readonly config: ConfigType<typeof webhooksConfig>,
  ) {}

  async resolve(url: string): Promise<WebhookTarget> {
    const target = parsed(url);
    if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return REFUSED;
    let addresses: LookupAddress[];
    try {
      addresses = await lookup(hostOf(target), { all: true, verbatim: true });
    } catch {
      return REFUSED;
    }
    const isRefused = addresses.some((found) => !isPublicAddress(found.address));
    if (isRefused && !this.config.allowPrivate) return REFUSED;
    return { isAllowed: true, addresses };
  }
}
