import { INestApplicationContext } from '@nestjs/common';
import { CreditsService } from '../modules/credits';
import { AdminSeeder, UserDirectory } from '../modules/identity';
import { seededPassword } from './seeded-password';

export const DEMO_EMAIL = 'demo@example.com';
/** Enough for the demo user to open every sample record without a plan (1 credit each). */
const DEMO_CREDITS = 100;

export type SeededAccountKind = 'admin' | 'demo';

/** What make start may truthfully say about a seeded account. */
export type SeededAccount = {
  kind: SeededAccountKind;
  email: string;
  created: boolean;
  /** The account signs in with `password`; false when it existed with another one. */
  isPasswordCurrent: boolean;
  password: string;
  /** The variable or the file under DATA_DIR the password comes from. */
  source: string;
};

const LABELS: Record<SeededAccountKind, string> = { admin: 'Admin', demo: 'Demo user' };

export const resetCommand = (kind: SeededAccountKind) => `make reset-${kind}-password`;

const passwordOf = (kind: SeededAccountKind) =>
  kind === 'admin'
    ? seededPassword('ADMIN_PASSWORD', 'admin-password.txt')
    : seededPassword('DEMO_PASSWORD', 'demo-password.txt');

/** One line per account: the password only when it signs in, else how to reset it. */
export function describeAccount(account: SeededAccount): string {
  const head = `${LABELS[account.kind].padEnd(10)} ${account.email}`;
  if (account.isPasswordCurrent) return `${head}  password: ${account.password}`;
  return (
    `${head}  password unchanged: the account existed before and does not use the one in ` +
    `${account.source}; reset it with \`${resetCommand(account.kind)}\``
  );
}

async function seedAdmin(app: INestApplicationContext): Promise<SeededAccount> {
  const { password, source } = passwordOf('admin');
  const admin = await app.get(AdminSeeder).ensureAdmin(password);
  return { kind: 'admin', ...admin, password, source };
}

/** Idempotent: the reference makes the grant happen once (the welcome credits come with verification). */
async function seedDemoUser(app: INestApplicationContext): Promise<SeededAccount & { id: number }> {
  const { password, source } = passwordOf('demo');
  const demo = await app
    .get(UserDirectory)
    .ensureVerifiedUser(DEMO_EMAIL, 'Utilisateur démo', password);
  await app.get(CreditsService).grant({
    userId: demo.id,
    amount: DEMO_CREDITS,
    type: 'gift',
    description: 'Demo credits',
    reference: `demo-gift:${demo.id}`,
  });
  const isPasswordCurrent =
    demo.created || (await app.get(AdminSeeder).isPasswordCurrent(DEMO_EMAIL, password));
  return {
    kind: 'demo',
    id: demo.id,
    email: DEMO_EMAIL,
    created: demo.created,
    isPasswordCurrent,
    password,
    source,
  };
}

/** The admin and the demo user; an existing account keeps its password. */
export async function seedAccounts(app: INestApplicationContext) {
  const admin = await seedAdmin(app);
  const demo = await seedDemoUser(app);
  return { accounts: [admin, demo], demoUserId: demo.id };
}

/** Gives a seeded account its configured (or kept) password again and ends its sessions. */
export async function resetSeededPassword(
  app: INestApplicationContext,
  kind: SeededAccountKind,
): Promise<SeededAccount> {
  const seeder = app.get(AdminSeeder);
  if (kind === 'admin') await seeder.ensureAdmin(passwordOf('admin').password);
  else await seedDemoUser(app);
  const email = kind === 'admin' ? seeder.adminEmail : DEMO_EMAIL;
  const { password, source } = passwordOf(kind);
  await seeder.resetPassword(email, password);
  return { kind, email, created: false, isPasswordCurrent: true, password, source };
}
