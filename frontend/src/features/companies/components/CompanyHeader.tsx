import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { LabelledValue } from '../../../shared/ui/LabelledValue';
import { formatSiren } from '../siren';
import type { Company } from '../types';
import { CompanyStatusBadge } from './CompanyStatusBadge';

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
          <LabelledValue name="siren" label={t('fields.siren')}>
            {formatSiren(company.siren)}
          </LabelledValue>
          <LabelledValue name="legalForm" label={t('fields.legalForm')}>
            {company.legalForm || '-'}
          </LabelledValue>
          <LabelledValue name="tribunal" label={t('fields.tribunal')}>
            {company.tribunal || '-'}
          </LabelledValue>
          <LabelledValue name="address" label={t('fields.address')}>
            {company.address || '-'}
          </LabelledValue>
          <LabelledValue name="activity" label={t('fields.activity')}>
            {company.activity || '-'}
          </LabelledValue>
        </Box>
      </CardContent>
    </Card>
  );
}
