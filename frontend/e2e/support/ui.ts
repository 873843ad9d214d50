import type { Page } from 'playwright-core';

/** Small page helpers; playwright-core has no expect, so waiting for a locator is the assertion. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

export async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).first().waitFor();
}

export async function fieldError(page: Page, field: string): Promise<string> {
  const helper = page.locator(`#field-${field}-helper-text`);
  await helper.waitFor();
  return (await helper.textContent()) ?? '';
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(password);
  await page.locator('#field-password').press('Enter');
}

/** Logs in through the form and waits for the analyzer. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, email, password);
  await page.waitForURL('**/analyzer');
}

export const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));

export const pathOf = (page: Page) => new URL(page.url()).pathname;
