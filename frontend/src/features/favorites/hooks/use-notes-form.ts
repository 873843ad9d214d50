import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { favoritesApi } from '../api/favorites-api';
import type { Favorite } from '../types';
import { useFavoriteCache } from './use-favorite-cache';
import { useFavoriteError } from './use-favorite-error';

/**
 * The notes dialog's form: plain notes, or the additional notes of an enrichment (the server
 * keeps its data). Saving replaces the notes with the server's answer (spec §4).
 */
export function useNotesForm(favorite: Favorite | undefined, open: boolean, onSaved: () => void) {
  const { t } = useTranslation('favorites');
  const toast = useToast();
  const cache = useFavoriteCache();
  const errorMessage = useFavoriteError();
  const form = useForm<{ notes: string }>({ defaultValues: { notes: '' } });
  const { reset } = form;
  const written = favorite?.written_notes ?? '';
  useEffect(() => {
    if (open) reset({ notes: written });
  }, [open, written, reset]);

  const mutation = useMutation({
    mutationFn: (text: string) => favoritesApi.updateNotes(favorite!.id, text),
    onSuccess: (saved) => {
      cache.replace(saved);
      toast.success(t('messages.notesUpdated'));
      onSaved();
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('messages.notesFailed')));
    },
  });

  return {
    form,
    enriched: favorite?.enrichment ?? null,
    submit: form.handleSubmit(({ notes: written }) => mutation.mutate(written)),
    isSaving: mutation.isPending,
  };
}
