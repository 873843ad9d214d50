import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { PageNav } from '../../../shared/ui/PageNav';
import { LimitUsage, WatchImportDialog } from '../../alerts';
import { PortfolioExportButton } from '../components/PortfolioExportButton';
import { PortfolioFiltersBar } from '../components/PortfolioFiltersBar';
import { PortfolioSummaryCard } from '../components/PortfolioSummaryCard';
import { PortfolioTable } from '../components/PortfolioTable';
import { usePortfolio } from '../hooks/use-portfolio';

/**
 * /portfolio (CONTRACT §8.4): every watched company at once, summed up by status and flag, the
 * latest event first, filtered in the URL, exported, and fed by a file or a pasted list.
 */
export function PortfolioPage() {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const { filters, page, query, setView } = usePortfolio();
  const [isImporting, setIsImporting] = useState(false);
  const portfolio = query.data;
  const isFiltered = Boolean(filters.status || filters.flag);
  return (
    <PageContainer title={t('title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          {portfolio && <LimitUsage kind="watches" used={portfolio.summary.total} withNextPlan />}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', ml: 'auto' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => setIsImporting(true)}
            >
              {t('import')}
            </Button>
            <PortfolioExportButton filters={filters} />
          </Stack>
        </Stack>
        <WatchImportDialog open={isImporting} onClose={() => setIsImporting(false)} />
        {query.isError ? (
          <Alert severity="error">{errorMessage(query.error, t('loadFailed'))}</Alert>
        ) : (
          <>
            {portfolio && (
              <PortfolioSummaryCard
                summary={portfolio.summary}
                onFlag={(flag) => setView({ status: null, flag })}
                onStatus={(status) => setView({ status, flag: null })}
              />
            )}
            <PortfolioFiltersBar filters={filters} onChange={(next) => setView(next)} />
            <PortfolioTable
              companies={portfolio?.companies.data ?? []}
              isLoading={query.isPending}
              empty={isFiltered ? t('emptyFiltered') : t('empty')}
              footer={
                portfolio && (
                  <PageNav
                    page={page}
                    totalPages={portfolio.companies.meta.totalPages}
                    onChange={(next) => setView(filters, next)}
                    label={t('pagination')}
                    summary={
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        data-testid="portfolio-total"
                      >
                        {t('shown', { count: portfolio.companies.meta.total })}
                      </Typography>
                    }
                  />
                )
              }
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
