import { Injectable } from '@nestjs/common';
import type { NotificationItem, NotificationSource } from '../../shared/realtime';
import { CatalogDirectory } from '../analyzer';
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
  constructor(private readonly catalog: CatalogDirectory) {}

  async itemsOf(rows: NotificationRow[]): Promise<NotificationItem[]> {
    const watched = rows.flatMap((row) => (row.watchSiren ? [row.watchSiren] : []));
    const [notices, names] = await Promise.all([
      this.catalog.noticesOf(rows.map((row) => row.recordId)),
      this.catalog.companyNamesOf(watched),
    ]);
    // A record's notifications go with it (ON DELETE CASCADE); one deleted meanwhile is left out.
    return rows.flatMap((row) => {
      const record = notices.get(row.recordId);
      if (!record) return [];
      return [
        {
          id: Number(row.id),
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
          record,
          source: sourceOf(row, names),
        },
      ];
    });
  }
}
