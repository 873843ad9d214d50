import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function BalanceCard({ balance, isLoading }: { balance?: number; isLoading: boolean }) {
  const { t, i18n } = useTranslation('credits');
  return (
    <Card data-testid="credit-balance">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <AccountBalanceWalletIcon color="primary" sx={{ fontSize: 44 }} />
          <div>
            <Typography color="text.secondary">{t('balance.title')}</Typography>
            {isLoading ? (
              <Skeleton width={120} height={48} />
            ) : (
              <Typography
                variant="h3"
                component="p"
                sx={{ fontSize: '2rem', fontWeight: 'fontWeightBold' }}
              >
                {t('balance.value', {
                  count: balance ?? 0,
                  formatted: new Intl.NumberFormat(i18n.resolvedLanguage).format(balance ?? 0),
                })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('balance.help')}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
