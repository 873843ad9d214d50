import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import { RemoveRowButton } from '../../../shared/ui/RemoveRowButton';
import type { ApiKey } from '../api/api-keys-api';

interface Props {
  apiKeys: ApiKey[];
  isLoading: boolean;
  onRevoke: (key: ApiKey) => void;
}

const DATE_TIME = 'dd/MM/yyyy HH:mm';

/** The user's keys: name, the secret's first characters, when made and last used. */
export function ApiKeysTable({ apiKeys, isLoading, onRevoke }: Props) {
  const { t } = useTranslation('apiKeys');
  const columns: DataColumn<ApiKey>[] = [
    {
      id: 'name',
      header: t('list.columns.name'),
      phone: 'title',
      sx: { wordBreak: 'break-word', fontWeight: 'fontWeightMedium' },
      cell: (key) => key.name,
    },
    {
      id: 'prefix',
      header: t('list.columns.prefix'),
      cell: (key) => (
        <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {t('list.prefix', { prefix: key.prefix })}
        </Box>
      ),
    },
    {
      id: 'createdAt',
      header: t('list.columns.createdAt'),
      sx: { whiteSpace: 'nowrap' },
      cell: (key) => formatDate(key.createdAt, DATE_TIME),
    },
    {
      id: 'lastUsedAt',
      header: t('list.columns.lastUsedAt'),
      sx: { whiteSpace: 'nowrap' },
      cell: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt, DATE_TIME) : t('list.neverUsed')),
    },
    {
      id: 'actions',
      header: t('list.columns.actions'),
      isHeaderHidden: true,
      align: 'right',
      phone: 'aside',
      cell: (key) => (
        <RemoveRowButton
          title={t('revoke.action')}
          label={t('revoke.actionOf', { name: key.name })}
          isBusy={false}
          onClick={() => onRevoke(key)}
        />
      ),
    },
  ];
  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      rows={apiKeys}
      rowTestId="api-key-row"
      size="small"
      isFramed
      isLoading={isLoading}
      loading={
        <Stack sx={{ py: 3, alignItems: 'center' }}>
          <CircularProgress size={22} aria-label={t('loading')} />
        </Stack>
      }
      empty={
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('list.empty')}
        </Typography>
      }
    />
  );
}
