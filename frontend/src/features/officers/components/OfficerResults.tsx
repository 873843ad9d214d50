import { Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { companyPath, CompanyStatusBadge, formatSiren } from '../../companies';
import type { OfficerCompany, OfficerResult } from '../types';

/** Each name found, with the companies and roles it holds or held. */
export function OfficerResults({ officers }: { officers: OfficerResult[] }) {
  return (
    <Stack spacing={2}>
      {officers.map((officer) => (
        <Card component="section" key={officer.name} data-testid="officer-result">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
              {officer.name}
            </Typography>
            <List disablePadding>
              {officer.companies.map((company) => (
                <OfficerCompanyItem
                  key={`${company.siren}|${company.role}|${company.since}`}
                  company={company}
                />
              ))}
            </List>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function OfficerCompanyItem({ company }: { company: OfficerCompany }) {
  const { t } = useTranslation(['officers', 'companies']);
  const term = company.until
    ? t('companies:officers.between', {
        since: formatDate(company.since),
        until: formatDate(company.until),
      })
    : company.since
      ? t('companies:officers.since', { date: formatDate(company.since) })
      : null;
  return (
    <ListItem divider disableGutters data-testid="officer-company">
      <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to={companyPath(company.siren)}
            sx={{ fontWeight: 'fontWeightMedium' }}
          >
            {company.name ?? t('officers:unnamed')}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('officers:siren', { siren: formatSiren(company.siren) })}
          </Typography>
          <CompanyStatusBadge status={company.status} />
        </Stack>
        <Typography variant="body2">
          {t(`companies:officers.roles.${company.role}`, { defaultValue: company.role })}
          {term && ` · ${term}`}
        </Typography>
      </Stack>
    </ListItem>
  );
}
