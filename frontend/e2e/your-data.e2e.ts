import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSuite } from './support/suite';
import { expectToast, login, submitLogin } from './support/ui';

const { open, call, registerVerified } = browserSuite();
const owner = {
  fullName: 'Rosalind Franklin',
  email: `rosalind.${Date.now()}@e2e.test`,
  password: 'photo-51-1952',
};

/** CONTRACT 7.7 from the profile page: download everything, then delete the account. */
describe('your data in the browser', () => {
  it('downloads the JSON of the account, then deletes it with the password', async () => {
    const page = await open();
    await registerVerified(owner);
    await login(page, owner.email, owner.password);
    await page.goto('/profile');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(JSON.stringify(exported)).toContain(owner.email);
    expect(JSON.stringify(exported)).not.toContain('$argon2');

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await dialog.getByText('anonymisés').waitFor();
    await screenshot(page, 'fr', 'desktop', '15-delete-account-dialog');
    await dialog.getByLabel('Mot de passe').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog
      .getByRole('alert')
      .getByText("Mot de passe incorrect : votre compte n'a pas été supprimé")
      .waitFor();

    await dialog.getByLabel('Mot de passe').fill(owner.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expectToast(page, 'Votre compte a été supprimé');
    await page
      .waitForURL((url) => url.pathname === '/')
      .catch((error) => {
        throw new Error(`still on ${page.url()}: ${error}`);
      });

    await page.goto('/login');
    await submitLogin(page, owner.email, owner.password);
    await page.getByText('Email ou mot de passe incorrect').first().waitFor();
    const again = await call('/auth/register', { body: owner });
    expect(again.status).toBe(201);
  });
});
