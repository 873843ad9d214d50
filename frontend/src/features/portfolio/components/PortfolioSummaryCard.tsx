import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COMPANY_STATUS_CODES } from '../../companies';
import { PORTFOLIO_FLAGS, type PortfolioFlag, type PortfolioSummary } from '../types';

interface Props {
  summary: PortfolioSummary;
  onFlag: (flag: PortfolioFlag) => void;
  onStatus: (status: string) => void;
}

/** The whole portfolio at a glance; a flag or a status keeps only its companies. */
export function PortfolioSummaryCard({ summary, onFlag, onStatus }: Props) {
  const { t } = useTranslation(['portfolio', 'companies']);
  const figures = [
    ['total', summary.total],
    ['events7d', summary.events7d],
    ['events30d', summary.events30d],
  ] as const;
  const flags = PORTFOLIO_FLAGS.filter((flag) => summary.byFlag[flag]);
  const statuses = COMPANY_STATUS_CODES.filter((code) => summary.byStatus[code]);
  return (
    <Card
      component="section"
      aria-labelledby="portfolio-summary-title"
      data-testid="portfolio-summary"
    >
      <CardContent>
        <Typography id="portfolio-summary-title" variant="h6" component="h2">
          {t('summary.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', my: 1.5 }}>
          {figures.map(([key, value]) => (
            <div key={key} data-testid={`portfolio-${key}`}>
              <Typography variant="h5" component="p">
                {value.toLocaleString('fr-FR')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`summary.${key}`, { count: value })}
              </Typography>
            </div>
          ))}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="portfolio-by-flag">
          {flags.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('summary.noFlag')}
            </Typography>
          )}
          {flags.map((flag) => (
            <Chip
              key={flag}
              color={
                flag === 'procedure_open' || flag === 'accounts_overdue' ? 'warning' : 'default'
              }
              label={`${t(`flags.${flag}`)} · ${summary.byFlag[flag]}`}
              onClick={() => onFlag(flag)}
            />
          ))}
        </Stack>
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}
          data-testid="portfolio-by-status"
        >
          {statuses.map((code) => (
            <Chip
              key={code}
              variant="outlined"
              label={`${t(`companies:status.${code}`)} · ${summary.byStatus[code]}`}
              onClick={() => onStatus(code)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
