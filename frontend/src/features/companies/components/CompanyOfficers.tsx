import { Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { officersPath } from '../../officers';
import type { CompanyOfficer } from '../types';
import { NoticeSource } from './NoticeSource';

/**
 * Who runs the company and who ran it, as its notices name them (CONTRACT §8.3). Roles are the
 * notices' French words; English names the known ones.
 */
export function CompanyOfficers({ officers }: { officers: CompanyOfficer[] }) {
  const { t } = useTranslation('companies');
  const inOffice = officers.filter((officer) => officer.until === null);
  const former = officers.filter((officer) => officer.until !== null);
  return (
    <Card component="section" aria-labelledby="company-officers-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="company-officers-title" variant="h5" component="h2">
          {t('officers.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('officers.source')}
        </Typography>
        {officers.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }} data-testid="company-no-officers">
            {t('officers.none')}
          </Typography>
        ) : (
          <>
            <OfficerList officers={inOffice} />
            {former.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                  {t('officers.former')}
                </Typography>
                <OfficerList officers={former} />
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function OfficerList({ officers }: { officers: CompanyOfficer[] }) {
  const { t } = useTranslation(['companies', 'officers']);
  const term = ({ since, until }: CompanyOfficer) => {
    if (until) return t('officers.between', { since: formatDate(since), until: formatDate(until) });
    return since ? t('officers.since', { date: formatDate(since) }) : null;
  };
  return (
    <List disablePadding>
      {officers.map((officer) => (
        <ListItem
          key={`${officer.name}|${officer.role}|${officer.since}`}
          divider
          data-testid="company-officer"
          sx={{ px: 0 }}
        >
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={officersPath(officer.name)}
              variant="subtitle2"
              aria-label={t('officers:link', { name: officer.name })}
              sx={{ wordBreak: 'break-word' }}
            >
              {officer.name}
            </Link>
            <Typography variant="body2">
              {t(`officers.roles.${officer.role}`, { defaultValue: officer.role })}
            </Typography>
            <NoticeSource when={term(officer)} annonceId={officer.annonceId} />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
