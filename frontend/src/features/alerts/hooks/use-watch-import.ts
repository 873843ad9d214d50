import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsKeys, watchesApi } from '../api/alerts-api';

/** A pasted list: one company a line (or separated by commas or semicolons). */
export const pastedLines = (text: string): string[] =>
  text
    .split(/\r?\n|[;,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Imports a portfolio file or a pasted list, then reads the watches again. */
export function useWatchImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: { file: File } | { text: string }) =>
      'file' in source
        ? watchesApi.importFile(source.file)
        : watchesApi.importList(pastedLines(source.text)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKeys.watches() }),
  });
}
