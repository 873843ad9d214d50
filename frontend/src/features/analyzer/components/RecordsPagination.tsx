import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../search-query';

interface Props {
  page: number;
  totalPages: number;
  total: number;
  isTotalExact?: boolean;
  onChange: (page: number) => void;
}

/** Previous / next and at most 5 page numbers around the current one (spec §9). */
export function RecordsPagination({
  page,
  totalPages,
  total,
  isTotalExact = true,
  onChange,
}: Props) {
  const { t } = useTranslation('analyzer');
  const pages = pageWindow(page, totalPages);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary">
        {t(isTotalExact ? 'table.total' : 'table.totalEstimated', { count: total })}
        {totalPages > 1 && ` · ${t('pagination.summary', { page, totalPages })}`}
      </Typography>
      {totalPages > 1 && (
        <Box component="nav" aria-label={t('pagination.label')}>
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
