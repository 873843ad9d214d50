import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Pagination,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import type { CreditTransaction } from '../api/credits-api';
import { transactionTypeKey } from '../transaction-labels';
import { TransactionReason } from './TransactionReason';

interface Props {
  transactions: CreditTransaction[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}

export function TransactionHistory(props: Props) {
  const { transactions, page, pageCount, onPageChange, isLoading, isFetching, isError } = props;
  const { t, i18n } = useTranslation('credits');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(i18n.resolvedLanguage);
  const columns: DataColumn<CreditTransaction>[] = [
    {
      id: 'date',
      header: t('history.columns.date'),
      sx: { whiteSpace: 'nowrap' },
      cell: (transaction) => formatDate(transaction.createdAt),
    },
    {
      id: 'type',
      header: t('history.columns.type'),
      phone: 'title',
      cell: (transaction) => (
        <Chip
          size="small"
          variant="outlined"
          color={transaction.amount < 0 ? 'default' : 'success'}
          label={t(transactionTypeKey(transaction.type, transaction.amount))}
        />
      ),
    },
    {
      id: 'description',
      header: t('history.columns.description'),
      cell: (transaction) => <TransactionReason transaction={transaction} />,
    },
    {
      id: 'amount',
      header: t('history.columns.amount'),
      align: 'right',
      phone: 'aside',
      sx: { fontWeight: 'fontWeightMedium', whiteSpace: 'nowrap' },
      cell: (transaction) => (
        <Box
          component="span"
          sx={{ color: transaction.amount < 0 ? 'error.main' : 'success.dark' }}
        >
          {number.format(transaction.amount)}
        </Box>
      ),
    },
    {
      id: 'balanceAfter',
      header: t('history.columns.balanceAfter'),
      align: 'right',
      cell: (transaction) =>
        transaction.balanceAfter === undefined ? '-' : plain.format(transaction.balanceAfter),
    },
  ];
  return (
    <Card>
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
          {t('history.title')}
        </Typography>
        {isFetching && !isLoading ? <LinearProgress sx={{ height: 2 }} /> : null}
        {isError ? (
          <Alert severity="error">{t('errors.transactions')}</Alert>
        ) : (
          <DataTable
            label={t('history.title')}
            columns={columns}
            rows={transactions}
            rowTestId="credit-transaction"
            size="small"
            isLoading={isLoading}
            loading={t('history.loading')}
            empty={t('history.empty')}
            footer={
              pageCount > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                  <Pagination
                    count={pageCount}
                    page={page}
                    onChange={(_, next) => onPageChange(next)}
                    color="primary"
                    siblingCount={0}
                    getItemAriaLabel={(type, item) =>
                      type === 'page'
                        ? t('history.pagination.page', { page: item })
                        : t(`history.pagination.${type}`)
                    }
                  />
                </Box>
              )
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
