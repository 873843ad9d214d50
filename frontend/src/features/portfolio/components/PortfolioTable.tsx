import { Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import {
  companyPath,
  CompanyStatusBadge,
  formatSiren,
  OfficialNoticeLink,
  officialNoticeUrl,
} from '../../companies';
import type { PortfolioCompany } from '../types';

type Row = PortfolioCompany & { id: string };

interface Props {
  companies: PortfolioCompany[];
  isLoading: boolean;
  empty: string;
  footer?: React.ReactNode;
}

/** The portfolio's companies: name, status, latest event, flags; a card per company on a phone. */
export function PortfolioTable({ companies, isLoading, empty, footer }: Props) {
  const { t } = useTranslation(['portfolio', 'analyzer']);
  const columns: DataColumn<Row>[] = [
    {
      id: 'name',
      header: t('columns.company'),
      phone: 'title',
      sx: { wordBreak: 'break-word' },
      cell: (company) => (
        <>
          <Link
            component={RouterLink}
            to={companyPath(company.siren)}
            sx={{ fontWeight: 'fontWeightMedium' }}
          >
            {company.name || formatSiren(company.siren)}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('siren', { siren: formatSiren(company.siren) })}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (company) => <CompanyStatusBadge status={company.status} />,
    },
    {
      id: 'lastEvent',
      header: t('columns.lastEvent'),
      cell: (company) =>
        company.lastEvent ? (
          <OfficialNoticeLink url={officialNoticeUrl(company.lastEvent.annonceId)}>
            {t('lastEvent', {
              date: formatDate(company.lastEvent.date),
              type: t(`analyzer:types.${company.lastEvent.type}`, {
                defaultValue: company.lastEvent.type ?? '',
              }),
            })}
          </OfficialNoticeLink>
        ) : (
          t('noEvent')
        ),
    },
    {
      id: 'flags',
      header: t('columns.flags'),
      cell: (company) =>
        company.flags.length > 0 && (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} data-testid="portfolio-flags">
            {company.flags.map((flag) => (
              <Chip key={flag} size="small" label={t(`flags.${flag}`)} />
            ))}
          </Stack>
        ),
    },
  ];
  return (
    <DataTable
      label={t('title')}
      columns={columns}
      rows={companies.map((company) => ({ ...company, id: company.siren }))}
      rowTestId="portfolio-row"
      isFramed
      isLoading={isLoading}
      empty={
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {empty}
        </Typography>
      }
      footer={footer}
    />
  );
}
