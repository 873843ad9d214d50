import { Injectable } from '@nestjs/common';
import type { NotificationItem, NotificationSource } from '../../shared/realtime';
import { CatalogDirectory, CompanyReportDirectory } from '../analyzer';
import type { NotificationRow } from './notifications.repository';

function sourceOf(row: NotificationRow, names: Map<string, string | null>): NotificationSource {
  if (row.watchId !== null && row.watchSiren !== null) {
    return { watchId: row.watchId, name: names.get(row.watchSiren) ?? row.watchSiren };
  }
  if (row.savedSearchId !== null) {
    return { savedSearchId: row.savedSearchId, name: row.savedSearchName };
  }
  return { name: null };
}

/** Notifications as the list and the live event show them: the notice, and why. */
@Injectable()
export class NotificationFeed {
  constructor(
    private readonly catalog: CatalogDirectory,
    private readonly reports: CompanyReportDirectory,
  ) {}

  async itemsOf(rows: NotificationRow[]): Promise<NotificationItem[]> {
    const watched = rows.flatMap((row) => (row.watchSiren ? [row.watchSiren] : []));
    const [notices, names, reports] = await Promise.all([
      this.catalog.noticesOf(rows.flatMap((row) => (row.recordId === null ? [] : [row.recordId]))),
      this.catalog.companyNamesOf(watched),
      this.reports.closedReportsOf(rows.flatMap((row) => (row.reportId ? [row.reportId] : []))),
    ]);
    // A record's or a report's notifications go with it (ON DELETE CASCADE); one deleted
    // meanwhile is left out.
    return rows.flatMap((row): NotificationItem[] => {
      const shown = {
        id: Number(row.id),
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      };
      if (row.reportId !== null) {
        const report = reports.get(row.reportId);
        return report ? [{ ...shown, record: null, report, source: { name: null } }] : [];
      }
      const record = row.recordId === null ? undefined : notices.get(row.recordId);
      return record ? [{ ...shown, record, source: sourceOf(row, names) }] : [];
    });
  }
}
