import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { LabelledValue } from '../../../shared/ui/LabelledValue';
import { identityDiscrepancy } from '../identity-discrepancy';
import type { Company } from '../types';

/** "88087814500017" → "880 878 145 00017"; anything else as it is. */
const formatSiret = (siret: string) =>
  /^\d{14}$/.test(siret) ? siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : siret;

/**
 * The company as the Sirene register (INSEE) shows it, and a warning when the register and the
 * notices disagree on whether it still exists.
 */
export function CompanyIdentity({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const { identity } = company;
  const discrepancy = identityDiscrepancy(company.status.code, identity);
  return (
    <Card
      component="section"
      aria-labelledby="company-identity-title"
      sx={{ mt: 3 }}
      data-testid="company-identity"
    >
      <CardContent>
        <Typography id="company-identity-title" variant="h5" component="h2">
          {t('identity.title')}
        </Typography>
        {discrepancy && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="identity-discrepancy">
            {discrepancy === 'registerClosed'
              ? t('identity.discrepancy.registerClosed')
              : t(`identity.discrepancy.registerActive.${company.status.code}`)}
          </Alert>
        )}
        {!identity ? (
          <Typography color="text.secondary" sx={{ py: 2 }} data-testid="identity-unavailable">
            {t('identity.unavailable')}
          </Typography>
        ) : (
          <>
            <Box
              component="dl"
              sx={{
                mt: 2,
                mb: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              <LabelledValue name="naf" label={t('identity.fields.naf')}>
                {identity.naf ? [identity.naf, identity.nafLabel].filter(Boolean).join(' — ') : '-'}
              </LabelledValue>
              <LabelledValue name="headcountRange" label={t('identity.fields.headcount')}>
                {identity.headcountRange
                  ? t(`identity.headcount.${identity.headcountRange}`, {
                      defaultValue: t('identity.headcountCode', { code: identity.headcountRange }),
                    })
                  : '-'}
              </LabelledValue>
              <LabelledValue name="createdOn" label={t('identity.fields.createdOn')}>
                {formatDate(identity.createdOn)}
              </LabelledValue>
              <LabelledValue name="administrativeState" label={t('identity.fields.state')}>
                {identity.administrativeState
                  ? t(`identity.state.${identity.administrativeState}`)
                  : '-'}
              </LabelledValue>
              <LabelledValue name="headOfficeSiret" label={t('identity.fields.headOfficeSiret')}>
                {identity.headOfficeSiret ? formatSiret(identity.headOfficeSiret) : '-'}
              </LabelledValue>
              <LabelledValue name="establishments" label={t('identity.fields.establishments')}>
                {identity.establishments === null
                  ? '-'
                  : identity.openEstablishments === null
                    ? identity.establishments
                    : t('identity.establishments', {
                        total: identity.establishments,
                        count: identity.openEstablishments,
                      })}
              </LabelledValue>
            </Box>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 2 }}
              data-testid="identity-source"
            >
              {t('identity.source', { date: formatDate(identity.fetchedAt) })}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
