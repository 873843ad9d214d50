import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { CancelSubscriptionDialog } from '../components/CancelSubscriptionDialog';
import { ChangePlanDialog } from '../components/ChangePlanDialog';
import { PlanCards } from '../components/PlanCards';
import { SubscriptionsTable } from '../components/SubscriptionsTable';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { useChangePlan } from '../hooks/use-change-plan';
import { useSubscribe } from '../hooks/use-subscribe';
import { useSubscriptionData } from '../hooks/use-subscription-data';

export function SubscriptionsPage() {
  const { t, i18n } = useTranslation('billing');
  const data = useSubscriptionData();
  const subscribe = useSubscribe();
  const cancel = useCancelSubscription();
  const changePlan = useChangePlan();
  const running = data.current;
  return (
    <PageContainer title={t('subscriptions.title')}>
      <Stack spacing={4}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          justifyContent="space-between"
          alignItems={{ xs: 'flex-start', sm: 'center' }}
        >
          <Typography color="text.secondary">{t('subscriptions.intro')}</Typography>
          {data.balance !== undefined && (
            <Button
              component={RouterLink}
              to="/credits"
              variant="outlined"
              size="small"
              startIcon={<AccountBalanceWalletIcon />}
              data-testid="balance-link"
              sx={{ flexShrink: 0 }}
            >
              {t('subscriptions.balance', {
                count: data.balance,
                formatted: new Intl.NumberFormat(i18n.resolvedLanguage).format(data.balance),
              })}
            </Button>
          )}
        </Stack>
        <section aria-labelledby="my-subscriptions-title">
          <Typography id="my-subscriptions-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('subscriptions.table.title')}
          </Typography>
          {data.isError ? (
            <Alert severity="error">{t('subscriptions.errors.load')}</Alert>
          ) : data.isLoading ? (
            <Typography color="text.secondary">{t('subscriptions.loading')}</Typography>
          ) : (
            <SubscriptionsTable
              subscriptions={data.subscriptions}
              onCancel={cancel.ask}
              isBusy={cancel.isCancelling}
            />
          )}
        </section>
        <section aria-labelledby="plans-title">
          <Typography id="plans-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('plans.title')}
          </Typography>
          {running && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="plan-change-notice">
              {running.status === 'canceled'
                ? t('plans.canceledNotice', { date: formatDate(running.currentPeriodEnd) })
                : t('plans.activeNotice')}
            </Alert>
          )}
          <PlanCards
            plans={data.plans}
            isLoading={data.isLoading && !data.isError}
            running={running}
            isTrialOffered={!data.isLoading && data.subscriptions.length === 0}
            pendingPlanId={subscribe.pendingPlanId}
            isBusy={subscribe.isBusy || changePlan.isChanging}
            onSubscribe={subscribe.subscribe}
            onChangePlan={(plan) => running && changePlan.ask(running, plan)}
          />
        </section>
      </Stack>
      <ChangePlanDialog
        change={changePlan.target}
        isChanging={changePlan.isChanging}
        onConfirm={changePlan.confirm}
        onClose={changePlan.dismiss}
      />
      <CancelSubscriptionDialog
        subscription={cancel.target}
        isCancelling={cancel.isCancelling}
        onConfirm={cancel.confirm}
        onClose={cancel.dismiss}
      />
    </PageContainer>
  );
}
