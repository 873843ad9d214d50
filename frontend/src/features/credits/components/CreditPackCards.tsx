import {
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, fromCents } from '../../../shared/format';
import type { CreditPack } from '../api/credits-api';

/** Spec §9: packs are displayed in euros, whatever currency the checkout is charged in. */
export const PACK_DISPLAY_CURRENCY = 'EUR';

interface Props {
  packs: CreditPack[];
  isLoading: boolean;
  isBusy: boolean;
  buyingPackId?: string;
  onBuy: (pack: CreditPack) => void;
}

export function CreditPackCards({ packs, isLoading, isBusy, buyingPackId, onBuy }: Props) {
  const { t, i18n } = useTranslation('credits');
  const lng = i18n.resolvedLanguage ?? 'fr';
  if (isLoading) {
    return (
      <Grid container spacing={2}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 4 }}>
            <Skeleton variant="rounded" height={170} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={2}>
      {packs.map((pack) => {
        const price = fromCents(pack.price);
        return (
          <Grid key={pack.id} size={{ xs: 12, sm: 4 }}>
            <Card data-testid={`pack-${pack.id}`} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
                <Typography variant="h5" component="h3">
                  {t('packs.credits', { count: pack.credits })}
                </Typography>
                <Typography variant="h4" component="p" sx={{ mt: 1 }}>
                  {formatMoney(price, PACK_DISPLAY_CURRENCY, lng)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
                  {t('packs.perCredit', {
                    price: formatMoney(price / pack.credits, PACK_DISPLAY_CURRENCY, lng),
                  })}
                </Typography>
                <Button
                  variant="contained"
                  fullWidth
                  disabled={isBusy}
                  onClick={() => onBuy(pack)}
                  aria-label={t('packs.buyLabel', { count: pack.credits })}
                  startIcon={
                    buyingPackId === pack.id ? (
                      <CircularProgress size={18} color="inherit" />
                    ) : undefined
                  }
                >
                  {t('packs.buy')}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
