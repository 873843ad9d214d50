import type { Page } from 'playwright-core';

export type DataJobKind = 'import' | 'transfer';

/**
 * The processId the server answers to the start request at this path: the page follows that
 * run; a test waits on the run's state rather than on the "started" toast, which a busy machine
 * can show late or hide early.
 */
export const startedRun = (page: Page, path: string): Promise<string> =>
  page
    .waitForResponse((response) => response.url().endsWith(path))
    .then(async (response) => ((await response.json()) as { processId: string }).processId);

/**
 * Waits until the data page's row of this job shows that run in this state, as the page read it
 * from the server (it reads again while the run is active, when it ends and on reconnection).
 */
export async function waitForDataJob(
  page: Page,
  kind: DataJobKind,
  processId: string,
  state: 'completed' | 'failed' | 'stopped' = 'completed',
  timeout = 120_000,
): Promise<void> {
  await page
    .locator(
      `[data-testid="last-run-${kind}"][data-process-id="${processId}"][data-state="${state}"]`,
    )
    .waitFor({ timeout });
}
