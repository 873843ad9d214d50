import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { CreditTransaction } from '../api/credits-api';
import { transactionTypeKey } from '../transaction-labels';

interface Props {
  transactions: CreditTransaction[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}

/** On a phone the description and the balance after move under the type, so nothing scrolls. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', sm: 'none' } } as const;

export function TransactionHistory(props: Props) {
  const { transactions, page, pageCount, onPageChange, isLoading, isFetching, isError } = props;
  const { t, i18n } = useTranslation('credits');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(i18n.resolvedLanguage);
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
          <TableContainer>
            <Table
              size="small"
              aria-label={t('history.title')}
              sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('history.columns.date')}</TableCell>
                  <TableCell>{t('history.columns.type')}</TableCell>
                  <TableCell sx={wideOnly}>{t('history.columns.description')}</TableCell>
                  <TableCell align="right">{t('history.columns.amount')}</TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {t('history.columns.balanceAfter')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {isLoading ? (
                  <TableRow>
                    <TableCell colSpan={5}>{t('history.loading')}</TableCell>
                  </TableRow>
                ) : transactions.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5}>{t('history.empty')}</TableCell>
                  </TableRow>
                ) : (
                  transactions.map((transaction) => (
                    <TableRow key={transaction.id} data-testid="credit-transaction">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(transaction.createdAt ?? transaction.created_at)}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={transaction.amount < 0 ? 'default' : 'success'}
                          label={t(transactionTypeKey(transaction.type, transaction.amount))}
                        />
                        <Typography variant="body2" color="text.secondary" sx={narrowOnly}>
                          {transaction.description}
                        </Typography>
                      </TableCell>
                      <TableCell sx={wideOnly}>{transaction.description}</TableCell>
                      <TableCell
                        align="right"
                        sx={{
                          fontWeight: 'fontWeightMedium',
                          whiteSpace: 'nowrap',
                          color: transaction.amount < 0 ? 'error.main' : 'success.dark',
                        }}
                      >
                        {number.format(transaction.amount)}
                      </TableCell>
                      <TableCell align="right" sx={wideOnly}>
                        {transaction.balanceAfter === undefined
                          ? '-'
                          : plain.format(transaction.balanceAfter)}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {pageCount > 1 && (
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
        )}
      </CardContent>
    </Card>
  );
}
