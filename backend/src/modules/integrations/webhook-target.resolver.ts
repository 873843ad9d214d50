import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { webhooksConfig } from '../../shared/config';
import { hostOf, isPublicAddress } from './webhook-address.policy';

export type WebhookTarget =
  { isAllowed: true; addresses: LookupAddress[] } | { isAllowed: false; reason: string };

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
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      return { isAllowed: false, reason: `The scheme ${target.protocol} is not http or https` };
    }
    let addresses: LookupAddress[];
    try {
      addresses = await lookup(hostOf(target), { all: true, verbatim: true });
    } catch (error) {
      return { isAllowed: false, reason: `${target.hostname} does not resolve: ${error}` };
    }
    const refused = addresses.find((found) => !isPublicAddress(found.address));
    if (refused && !this.config.allowPrivate) {
      return {
        isAllowed: false,
        reason: `${target.hostname} resolves to ${refused.address}, which is not a public address`,
      };
    }
    return { isAllowed: true, addresses };
  }
}
