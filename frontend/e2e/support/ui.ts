import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, VIEWPORTS, type Lang, type ViewportName } from './browser';

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

/** Closes the toasts (the login one) so that they do not hide the screen in the pictures. */
export async function closeToasts(page: Page): Promise<void> {
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLButtonElement>('[data-testid="toast"] button')
      .forEach((button) => button.click()),
  );
  await page.getByTestId('toast').first().waitFor({ state: 'detached' });
}

/** Opening a record that takes a credit asks first (issue 14); the test accepts and waits. */
export async function detailAfterCost(scope: Page | Locator): Promise<void> {
  const detail = scope.getByTestId('record-detail');
  const accept = scope.getByRole('button', { name: 'Continuer' });
  await detail.or(accept).first().waitFor();
  if (await accept.isVisible()) await accept.click();
  await detail.waitFor();
}

/** A screenshot without toasts, failing when the screen is wider than the viewport. */
export async function shoot(page: Page, lang: Lang, viewport: ViewportName, name: string) {
  await closeToasts(page);
  await screenshot(page, lang, viewport, name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${lang} ${viewport} ${name} width`).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
}
