import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useCatalogueCoverage } from '../hooks/use-catalogue-coverage';

/** Where a user searches: which days the catalogue holds, how many notices, and if it lags. */
export function CatalogueCoverageNotice() {
  const { t } = useTranslation('analyzer');
  const { coverage, warning } = useCatalogueCoverage();
  if (!coverage) return null;
  const { from, through, total, totalIsExact } = coverage;
  const span =
    !from || !through || total === 0
      ? t('coverage.empty')
      : t(totalIsExact ? 'coverage.span' : 'coverage.spanAbout', {
          from: formatDate(from),
          through: formatDate(through),
          count: total,
        });
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" data-testid="catalogue-coverage">
        {span}
      </Typography>
      {warning && (
        <Alert severity="warning" data-testid="catalogue-coverage-warning">
          {warning.kind === 'neverSynced'
            ? t('coverage.neverSynced')
            : t('coverage.lagging', { date: formatDate(warning.since), count: warning.days })}
        </Alert>
      )}
    </Stack>
  );
}
