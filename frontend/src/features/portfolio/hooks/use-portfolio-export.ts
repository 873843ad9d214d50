import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/ui/save-blob';
import { portfolioApi } from '../api/portfolio-api';
import type { PortfolioFilters } from '../types';

/** Downloads the filtered portfolio as a CSV or XLSX file. */
export function usePortfolioExport(filters: PortfolioFilters) {
  const mutation = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => portfolioApi.export(filters, format),
    onSuccess: (blob, format) =>
      saveBlob(blob, `portefeuille-${new Date().toISOString().slice(0, 10)}.${format}`),
  });
  return { exportAs: mutation.mutate, isExporting: mutation.isPending, error: mutation.error };
}
