import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EXACT_TOTAL_LIMIT } from '../../../shared/api';
import { PageNav } from '../../../shared/ui/PageNav';

interface Props {
  page: number;
  totalPages: number;
  total: number;
  isTotalExact?: boolean;
  onChange: (page: number) => void;
  /** Under the count: what the search left out. */
  hint?: ReactNode;
}

/** The results count, then previous / next and at most 5 page numbers (spec §9). */
export function RecordsPagination({
  page,
  totalPages,
  total,
  isTotalExact = true,
  onChange,
  hint,
}: Props) {
  const { t } = useTranslation('analyzer');
  const count = isTotalExact
    ? t('table.total', { count: total })
    : t('table.totalMore', { count: EXACT_TOTAL_LIMIT });
  return (
    <PageNav
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      label={t('pagination.label')}
      summary={
        <>
          <Typography variant="body2" color="text.secondary" data-testid="records-total">
            {count}
            {totalPages > 1 && ` · ${t('pagination.summary', { page, totalPages })}`}
          </Typography>
          {hint}
        </>
      }
    />
  );
}
