import { useMutation } from '@tanstack/react-query';
import { format as formatDate } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { saveBlob } from '../../../shared/ui/save-blob';
import { useToast } from '../../../shared/ui/toast';
import { useEntitlements } from '../../billing';
import { analyzerExportApi, toRecordQuery, type ExportFormat } from '../api/analyzer-api';
import { buildFilterQuery } from '../search-query';
import type { SearchFilters } from '../types';

/** The server's file name: bodacc-export-YYYY-MM-DD.csv|xlsx. */
export const searchExportFileName = (format: ExportFormat, now = new Date()) =>
  `bodacc-export-${formatDate(now, 'yyyy-MM-dd')}.${format}`;

/** Exports the applied filters' matches, when the plan includes the export. */
export function useSearchExport(filters: SearchFilters) {
  const { t } = useTranslation('analyzer');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { entitlements } = useEntitlements();
  const mutation = useMutation({
    mutationFn: (format: ExportFormat) =>
      analyzerExportApi.download(toRecordQuery(buildFilterQuery(filters)), format),
    onSuccess: (blob, format) => {
      saveBlob(blob, searchExportFileName(format));
      toast.success(t('export.done'));
    },
    onError: (error) => toast.error(errorMessage(error, t('export.failed'))),
  });
  return {
    /** Undefined while the plan is being read. */
    canExport: entitlements?.export,
    exportAs: (format: ExportFormat) => mutation.mutate(format),
    isExporting: mutation.isPending,
  };
}
