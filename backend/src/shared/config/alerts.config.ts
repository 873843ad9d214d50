import { registerAs } from '@nestjs/config';
import { Env, readDuration, readInt } from './env';

export function loadAlertsConfig(env: Env) {
  return {
    /**
     * How long a deleted watch keeps its place in the plan's limit (issue 28): a watch opens every
     * notice of its company, so a few places must not rotate over the whole catalogue.
     */
    watchSlotCooldownSeconds: readDuration(env, 'WATCH_SLOT_COOLDOWN', '24h'),
    /** Saved searches one account may keep, alerting or not (issue 28). */
    savedSearchesPerAccount: readInt(env, 'SAVED_SEARCHES_PER_ACCOUNT', 100, 1),
  };
}

export const alertsConfig = registerAs('alerts', () => loadAlertsConfig(process.env));
