import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { BalanceCard } from '../components/BalanceCard';
import { CreditPackCards } from '../components/CreditPackCards';
import { MonthlyUsageCard } from '../components/MonthlyUsageCard';
import { TransactionHistory } from '../components/TransactionHistory';
import { useCreditBalance } from '../hooks/use-credit-balance';
import { useCreditHistory } from '../hooks/use-credit-history';
import { useCreditPacks } from '../hooks/use-credit-packs';
import { useMonthlyUsage } from '../hooks/use-monthly-usage';

export function CreditsPage() {
  const { t } = useTranslation('credits');
  const balance = useCreditBalance();
  const usage = useMonthlyUsage();
  const packs = useCreditPacks();
  const history = useCreditHistory();
  return (
    <PageContainer title={t('title')}>
      <Stack spacing={4}>
        <BalanceCard balance={balance.balance} isLoading={balance.isLoading} />
        <MonthlyUsageCard usage={usage.usage} isLoading={usage.isLoading} />
        <section aria-labelledby="credit-packs-title">
          <Typography id="credit-packs-title" variant="h5" component="h2">
            {t('packs.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('packs.subtitle')}
          </Typography>
          <CreditPackCards
            packs={packs.packs}
            isLoading={packs.isLoading}
            isBusy={packs.isBusy}
            buyingPackId={packs.buyingPackId}
            onBuy={packs.buy}
          />
        </section>
        <TransactionHistory
          transactions={history.transactions}
          page={history.page}
          pageCount={history.pageCount}
          onPageChange={history.setPage}
          isLoading={history.isLoading}
          isFetching={history.isFetching}
          isError={history.isError}
        />
      </Stack>
    </PageContainer>
  );
}
