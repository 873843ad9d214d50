import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { favoritesApi, favoritesKeys } from '../api/favorites-api';
import { sortDocuments, type RejectedFile } from '../favorite-format';
import { saveBlob } from '../../../shared/ui/save-blob';
import type { FavoriteDocument } from '../types';
import { useFavoriteCache } from './use-favorite-cache';
import { useFavoriteError } from './use-favorite-error';

/** The documents of one favorite, listed (for the detail page) without the upload machinery. */
export function useDocumentList(favoriteId: number, enabled = true) {
  return useQuery({
    queryKey: favoritesKeys.documents(favoriteId),
    queryFn: () => favoritesApi.documents(favoriteId),
    enabled: enabled && favoriteId > 0,
  });
}

/** Downloads a document under its original name, one busy state per document. */
export function useDocumentDownload() {
  const { t } = useTranslation('favorites');
  const toast = useToast();
  const errorMessage = useFavoriteError();
  const mutation = useMutation({
    mutationKey: ['favorites', 'download'],
    mutationFn: async (document: FavoriteDocument) => {
      saveBlob(await favoritesApi.download(document.id), document.original_name);
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('messages.downloadFailed')));
    },
  });
  const downloading = useMutationState({
    filters: { mutationKey: ['favorites', 'download'], status: 'pending' },
    select: (m) => (m.state.variables as FavoriteDocument).id,
  });
  return {
    download: mutation.mutate,
    isDownloading: (documentId: number) => downloading.includes(documentId),
  };
}

/** The documents dialog: list, upload (one request per file), download and delete. */
export function useFavoriteDocuments(favoriteId: number, enabled = true) {
  const { t } = useTranslation('favorites');
  const toast = useToast();
  const queryClient = useQueryClient();
  const cache = useFavoriteCache();
  const errorMessage = useFavoriteError();
  const list = useDocumentList(favoriteId, enabled);
  const { download, isDownloading } = useDocumentDownload();
  const [rejected, setRejected] = useState<RejectedFile[]>([]);

  const settle = useCallback(async () => {
    const documents = await queryClient.fetchQuery({
      queryKey: favoritesKeys.documents(favoriteId),
      queryFn: () => favoritesApi.documents(favoriteId),
      // Always read again: the list just changed on the server.
      staleTime: 0,
    });
    cache.setDocumentCount(favoriteId, documents.length);
  }, [queryClient, cache, favoriteId]);

  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      let uploaded = 0;
      for (const file of files) {
        try {
          await favoritesApi.upload(favoriteId, file);
          uploaded += 1;
        } catch (error) {
          toast.error(`${file.name} : ${errorMessage(error, t('messages.uploadFailed'))}`);
        }
      }
      return uploaded;
    },
    onSuccess: (uploaded) => {
      if (uploaded === 1) toast.success(t('messages.uploaded'));
      else if (uploaded > 1) toast.success(t('messages.uploadedMany', { count: uploaded }));
    },
    onSettled: settle,
  });

  const removal = useMutation({
    mutationKey: ['favorites', 'remove-document'],
    mutationFn: (documentId: number) => favoritesApi.removeDocument(documentId),
    onSuccess: () => toast.success(t('messages.documentDeleted')),
    onError: (error) => {
      toast.error(errorMessage(error, t('messages.deleteDocumentFailed')));
    },
    onSettled: settle,
  });
  const deleting = useMutationState({
    filters: { mutationKey: ['favorites', 'remove-document'], status: 'pending' },
    select: (m) => m.state.variables as number,
  });

  const { mutate: uploadFiles } = upload;
  /** Spec §5: files of another type or over 10 MB are dropped; the notice says which and why. */
  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, rejected: dropped } = sortDocuments(files);
      setRejected(dropped);
      if (accepted.length) uploadFiles(accepted);
    },
    [uploadFiles],
  );

  return {
    documents: list.data ?? [],
    isLoading: list.isPending && enabled,
    isError: list.isError,
    addFiles,
    isUploading: upload.isPending,
    rejected,
    clearRejected: () => setRejected([]),
    download,
    isDownloading,
    remove: removal.mutate,
    isDeleting: (documentId: number) => deleting.includes(documentId),
  };
}
