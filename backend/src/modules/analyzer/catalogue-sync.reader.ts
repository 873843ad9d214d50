/** The state of the latest run of the BODACC sync, or null when it never ran. */
export type CatalogueSyncRunState = 'running' | 'completed' | 'failed';

export interface CatalogueSyncStatus {
  /** The last publication day whose notices are all in the catalogue (YYYY-MM-DD), or null. */
  syncedThrough: string | null;
  lastSyncState: CatalogueSyncRunState | null;
}

/**
 * How current the catalogue is kept, implemented by the Ingestion context (which depends on this
 * one and owns the sync), so the Analyzer can state its coverage without importing Ingestion.
 */
export abstract class CatalogueSyncReader {
  abstract syncStatus(): Promise<CatalogueSyncStatus>;
}
