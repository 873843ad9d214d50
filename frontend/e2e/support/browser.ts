import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type Lang = 'fr' | 'en';

/** Debian's Chromium, never a downloaded browser; each launch gets a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A context at the given width whose interface language is preset in local storage. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName,
  lang: Lang = 'fr',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
  });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lang);
  context.setDefaultTimeout(10_000);
  return context;
}

export async function screenshot(
  page: Page,
  lang: Lang,
  viewport: ViewportName,
  name: string,
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let transitions (menus, fades) settle before the picture.
  await page.waitForTimeout(350);
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${lang}-${viewport}-${name}.png`),
    fullPage: true,
  });
}
