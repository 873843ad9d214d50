import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';

interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The name of the navigation, e.g. "Pagination des résultats". */
  label: string;
  /** What the list holds ("12 enregistrements"), on the left. */
  summary?: ReactNode;
}

/** Under a paged list: its summary, then previous / next and at most 5 page numbers. */
export function PageNav({ page, totalPages, onChange, label, summary }: Props) {
  const { t } = useTranslation();
  const pages = pageWindow(page, totalPages);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box>{summary}</Box>
      {totalPages > 1 && (
        <Box component="nav" aria-label={label}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('pagination.previous')}
              disabled={page <= 1}
              onClick={() => onChange(page - 1)}
              size="small"
            >
              <ChevronLeftIcon />
            </IconButton>
            {pages.map((number) => (
              <Button
                key={number}
                size="small"
                variant={number === page ? 'contained' : 'text'}
                aria-label={t('pagination.page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onChange(number)}
                sx={{ minWidth: 36, px: 1 }}
              >
                {number}
              </Button>
            ))}
            <IconButton
              aria-label={t('pagination.next')}
              disabled={page >= totalPages}
              onClick={() => onChange(page + 1)}
              size="small"
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
