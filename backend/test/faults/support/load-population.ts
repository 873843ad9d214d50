import { makeAssignedRecords } from './catalogue';
import { FaultEnvironment, Session } from './fault-environment';

/** How a simulated user pays for opening records (CONTRACT §4.5). */
export type Plan = 'Entreprise' | 'Débutant' | 'none';

export interface LoadUser extends Session {
  plan: Plan;
  /** The plan's records per month before credits are spent; null is unlimited. */
  recordLimit: number | null;
  /** Favorite ids this user holds now, kept by the user's own loop. */
  favoriteIds: number[];
}

const RECORD_LIMITS: Record<Plan, number | null> = { Entreprise: null, Débutant: 100, none: 0 };

/** A quarter on the unlimited plan, a quarter on the small one, half without a plan. */
const planOf = (index: number): Plan =>
  index % 4 === 0 ? 'Entreprise' : index % 4 === 1 ? 'Débutant' : 'none';

/** Credits granted before the run: some users run out on purpose (402 is part of the mix). */
const creditsOf = (index: number): number => (index % 5 === 4 ? 0 : 5 + (index % 7) * 5);

/** Runs `work` over `items`, `width` at a time. */
export async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/**
 * The users of the load test: made in SQL (verified), signed in through the API, some on a plan
 * (a subscription row), most given credits through the admin's adjustment, all seeing the same
 * catalogue records.
 */
export async function makeLoadPopulation(
  env: FaultEnvironment,
  admin: Session,
  count: number,
  recordCount: number,
): Promise<{ users: LoadUser[]; recordIds: number[] }> {
  const ids = await env.createUsers(count);
  const recordIds = await makeAssignedRecords(env, ids, recordCount);
  const users: LoadUser[] = [];
  await inPool(
    ids.map((id, index) => ({ id, index })),
    8,
    async ({ id, index }) => {
      const plan = planOf(index);
      if (plan !== 'none') {
        await env.db.query(
          `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
           SELECT $1, id, 'active', now() + interval '30 days' FROM subscription_plans WHERE name = $2`,
          [id, plan],
        );
      }
      const credits = creditsOf(index);
      if (credits > 0) await env.grantCredits(admin, id, credits);
      users.push({
        ...(await env.login(id)),
        plan,
        recordLimit: RECORD_LIMITS[plan],
        favoriteIds: [],
      });
    },
  );
  return { users, recordIds };
}
