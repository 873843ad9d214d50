import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { newContext, type Lang, type ViewportName } from './browser';
import { startHarness, type Harness, type ServerEnv } from './harness';
import { expectHeading } from './ui';

export interface ApiInit {
  method?: string;
  body?: unknown;
  token?: string;
}

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

export interface SuiteOptions {
  /**
   * Server variables over the harness's own, or a function giving them, awaited in the suite's
   * beforeAll before the server starts: it may start a stand-in service and answer its URL.
   */
  env?: ServerEnv | (() => ServerEnv | Promise<ServerEnv>);
}

/**
 * What every browser test file needs: one harness for the file (started before its tests, torn
 * down after), pages in fresh browser contexts closed after each test, and the API beside them.
 */
export function browserSuite(options: SuiteOptions = {}) {
  let started: Harness | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    started = await startHarness(env);
  });
  const closeAll = async () => {
    while (contexts.length) await contexts.pop()?.close();
  };
  afterEach(closeAll);
  afterAll(async () => {
    await started?.teardown();
  });

  const harness = (): Harness => {
    if (!started) throw new Error('the harness starts in beforeAll');
    return started;
  };

  async function open(viewport: ViewportName = 'desktop', lang: Lang = 'fr'): Promise<Page> {
    const context = await newContext(harness().browser, harness().baseURL, viewport, lang);
    contexts.push(context);
    return context.newPage();
  }

  /** Closes a page's browser context before the end of the test (e.g. between screenshots). */
  async function close(page: Page): Promise<void> {
    contexts.splice(contexts.indexOf(page.context()), 1);
    await page.context().close();
  }

  /** The raw answer of an API call (redirects are not followed, so that they can be checked). */
  function call(path: string, init: ApiInit = {}): Promise<Response> {
    const isForm = init.body instanceof FormData;
    return fetch(`${harness().baseURL}/api${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        ...(init.body && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: isForm ? (init.body as FormData) : init.body ? JSON.stringify(init.body) : undefined,
      redirect: 'manual',
    });
  }

  /** The JSON of a successful API call; any other answer fails the test with its body. */
  async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
    const response = await call(path, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /**
   * Registers through the API and verifies with the link of the captured e-mail, in the page
   * when one is given (its confirmation screen is then checked); returns the new user's id.
   */
  async function registerVerified(account: Account, page?: Page): Promise<number> {
    const { user } = await api<{ user: { id: number } }>('/auth/register', { body: account });
    const { mailbox } = harness();
    const link = mailbox.linkIn(await mailbox.waitFor(account.email, 'Confirmez'), '/verify-email');
    if (page) {
      await page.goto(link);
      await expectHeading(page, 'Email Vérifié avec Succès');
    } else {
      await api(`/auth/verify-email/${link.split('/verify-email/')[1]}`);
    }
    return user.id;
  }

  /** A plan bought through the local test checkout, as a customer buys it. */
  async function subscribe(token: string, planName: string): Promise<void> {
    const { plans } = await api<{ plans: { id: number; name: string }[] }>('/subscriptions/plans');
    const plan = plans.find((candidate) => candidate.name === planName);
    if (!plan) throw new Error(`no plan named ${planName}`);
    const { url } = await api<{ url: string }>('/payments/checkout/subscription', {
      token,
      body: { planId: plan.id },
    });
    const paid = await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
    if (paid.status !== 303) throw new Error(`checkout of ${planName}: ${paid.status}`);
  }

  return { harness, open, close, closeAll, call, api, registerVerified, subscribe };
}
