import InsightsIcon from '@mui/icons-material/Insights';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { SaveSearchButton } from '../../alerts';
import { ActiveFilterChips } from '../components/ActiveFilterChips';
import { CatalogueCoverageNotice } from '../components/CatalogueCoverageNotice';
import { ExportMenu } from '../components/ExportMenu';
import { HiddenInactiveHint } from '../components/HiddenInactiveHint';
import { NoAccessMessage } from '../components/NoAccessMessage';
import { RecordDetailModal } from '../components/RecordDetailModal';
import { RecordsPagination } from '../components/RecordsPagination';
import { RecordsTable } from '../components/RecordsTable';
import { SearchPanel } from '../components/SearchPanel';
import { useRecordFavorite } from '../hooks/use-record-favorite';
import { useHasNoAssignedRecords } from '../hooks/use-record-access';
import { useRecordSearch } from '../hooks/use-record-search';
import { useSearchExport } from '../hooks/use-search-export';
import { paramsFromResults } from '../search-url';
import type { AnalyzerRecordSummary } from '../types';

export function AnalyzerPage() {
  const { t } = useTranslation('analyzer');
  const search = useRecordSearch();
  const favorites = useRecordFavorite();
  const hasNoRecords = useHasNoAssignedRecords();
  const searchExport = useSearchExport(search.filters);
  const [opened, setOpened] = useState<AnalyzerRecordSummary | null>(null);
  // What a saved search keeps: the applied filters as the URL holds them, without the page.
  const savedParams = useMemo(
    () => paramsFromResults({ filters: search.filters, page: 1 }),
    [search.filters],
  );

  return (
    <PageContainer title={t('title')}>
      <SearchPanel initial={search.filters} onSearch={search.search} isBusy={search.isLoading} />
      <CatalogueCoverageNotice />
      {hasNoRecords ? (
        <NoAccessMessage />
      ) : (
        <Box sx={{ mt: 3 }}>
          {search.failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {search.failure}
            </Alert>
          )}
          <ActiveFilterChips filters={search.filters} onSearch={search.search} />
          <Stack
            direction="row"
            useFlexGap
            sx={{ mb: 1, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/analytics${savedParams.size ? `?${savedParams}` : ''}`}
              startIcon={<InsightsIcon />}
            >
              {t('analytics.open')}
            </Button>
            <SaveSearchButton params={savedParams} />
            <ExportMenu
              canExport={searchExport.canExport}
              isExporting={searchExport.isExporting}
              onExport={searchExport.exportAs}
            />
          </Stack>
          <RecordsTable
            records={search.records}
            isLoading={search.isLoading}
            onOpen={setOpened}
            onToggleFavorite={favorites.toggle}
            isFavoriteBusy={favorites.isBusy}
          />
          <RecordsPagination
            page={search.page}
            totalPages={search.totalPages}
            total={search.total}
            isTotalExact={search.isTotalExact}
            onChange={search.setPage}
            hint={
              search.hiddenInactive > 0 && (
                <HiddenInactiveHint
                  count={search.hiddenInactive}
                  isExact={search.isHiddenInactiveExact}
                  onShow={search.showInactive}
                />
              )
            }
          />
        </Box>
      )}
      <RecordDetailModal record={opened} onClose={() => setOpened(null)} />
    </PageContainer>
  );
}
