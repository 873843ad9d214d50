import { Alert, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { Company } from '../types';
import { NoticeSource } from './NoticeSource';

/** The company's accounts filings, newest first, and a warning when they are overdue. */
export function CompanyFilings({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const { filings, accountsOverdue } = company;
  return (
    <Card component="section" aria-labelledby="company-filings-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="company-filings-title" variant="h5" component="h2">
          {t('filings.title')}
        </Typography>
        {accountsOverdue && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="accounts-overdue">
            {t('filings.overdue', { date: formatDate(filings[0]?.closingDate) })}
          </Alert>
        )}
        {filings.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }} data-testid="company-no-filings">
            {t('filings.none')}
          </Typography>
        ) : (
          <List disablePadding>
            {filings.map((filing) => (
              <ListItem key={filing.annonceId} divider data-testid="company-filing" sx={{ px: 0 }}>
                <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2" component="span">
                    {filing.closingDate
                      ? t('filings.closedOn', { date: formatDate(filing.closingDate) })
                      : t('filings.undated')}
                  </Typography>
                  {filing.type && <Typography variant="body2">{filing.type}</Typography>}
                  <NoticeSource
                    when={
                      filing.publishedAt &&
                      t('filings.publishedOn', { date: formatDate(filing.publishedAt) })
                    }
                    annonceId={filing.annonceId}
                  />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
