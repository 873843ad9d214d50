import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { formatSiren } from '../siren';
import type { Company } from '../types';
import { CompanyStatusBadge } from './CompanyStatusBadge';

function Fact({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <Box data-field={name} sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Who the company is and where it stands, as its latest notices say. */
export function CompanyHeader({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const { status } = company;
  return (
    <Card component="section" aria-label={t('title')} data-testid="company-header">
      <CardContent>
        <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <CompanyStatusBadge status={status} size="medium" />
          {status.since && (
            <Typography variant="body2" color="text.secondary" aria-hidden>
              {t('status.since', { date: formatDate(status.since) })}
            </Typography>
          )}
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <Fact name="siren" label={t('fields.siren')}>
            {formatSiren(company.siren)}
          </Fact>
          <Fact name="legalForm" label={t('fields.legalForm')}>
            {company.legalForm || '-'}
          </Fact>
          <Fact name="tribunal" label={t('fields.tribunal')}>
            {company.tribunal || '-'}
          </Fact>
          <Fact name="address" label={t('fields.address')}>
            {company.address || '-'}
          </Fact>
          <Fact name="activity" label={t('fields.activity')}>
            {company.activity || '-'}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
}
