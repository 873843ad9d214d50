import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { UserSubscription } from '../api/subscriptions-api';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';

interface Props {
  subscriptions: UserSubscription[];
  onCancel: (subscription: UserSubscription) => void;
  isBusy: boolean;
}

function CancelButton({
  subscription,
  onCancel,
  isBusy,
}: Omit<Props, 'subscriptions'> & {
  subscription: UserSubscription;
}) {
  const { t } = useTranslation('billing');
  if (subscription.status !== 'active') return null;
  return (
    <Button
      size="small"
      color="error"
      variant="outlined"
      disabled={isBusy}
      onClick={() => onCancel(subscription)}
      aria-label={t('subscriptions.table.cancelLabel', { plan: subscription.plan.name })}
    >
      {t('subscriptions.table.cancel')}
    </Button>
  );
}

/** A table on wide screens; one small card per subscription on a phone. */
export function SubscriptionsTable({ subscriptions, onCancel, isBusy }: Props) {
  const { t } = useTranslation('billing');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (subscriptions.length === 0) {
    return <Typography color="text.secondary">{t('subscriptions.table.empty')}</Typography>;
  }
  if (isPhone) {
    return (
      <Stack spacing={1.5}>
        {subscriptions.map((subscription) => (
          <Card key={subscription.id} data-testid="subscription-row">
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center">
                <Typography variant="h6" component="p">
                  {subscription.plan.name}
                </Typography>
                <SubscriptionStatusChip status={subscription.status} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('subscriptions.table.startLine', { date: formatDate(subscription.startDate) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('subscriptions.table.periodEndLine', {
                  date: formatDate(subscription.currentPeriodEnd),
                })}
              </Typography>
              {subscription.status === 'active' && (
                <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
                  <CancelButton subscription={subscription} onCancel={onCancel} isBusy={isBusy} />
                </Stack>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card}>
      <Table aria-label={t('subscriptions.table.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('subscriptions.table.plan')}</TableCell>
            <TableCell>{t('subscriptions.table.status')}</TableCell>
            <TableCell>{t('subscriptions.table.startDate')}</TableCell>
            <TableCell>{t('subscriptions.table.periodEnd')}</TableCell>
            <TableCell align="right">{t('subscriptions.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((subscription) => (
            <TableRow key={subscription.id} data-testid="subscription-row">
              <TableCell sx={{ fontWeight: 'fontWeightMedium' }}>
                {subscription.plan.name}
              </TableCell>
              <TableCell>
                <SubscriptionStatusChip status={subscription.status} />
              </TableCell>
              <TableCell>{formatDate(subscription.startDate)}</TableCell>
              <TableCell>{formatDate(subscription.currentPeriodEnd)}</TableCell>
              <TableCell align="right">
                <CancelButton subscription={subscription} onCancel={onCancel} isBusy={isBusy} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
