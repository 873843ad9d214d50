import { Box, Button, Card, CardContent, Chip, Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../shared/format';
import { PlanInclusionList, useCatalogueLimits } from '../../billing';
import { PLAN_CURRENCY, STATIC_PLANS } from '../plans';

export function PricingCards({ isSignedIn }: { isSignedIn: boolean }) {
  const { t, i18n } = useTranslation('home');
  const target = isSignedIn ? '/subscriptions' : '/register';
  const limitsOf = useCatalogueLimits();
  return (
    <Box sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography variant="h2" align="center">
          {t('pricing.title')}
        </Typography>
        <Typography align="center" color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {t('pricing.subtitle')}
        </Typography>
        <Grid container spacing={3} alignItems="stretch">
          {STATIC_PLANS.map((plan) => {
            return (
              <Grid key={plan.key} size={{ xs: 12, md: 4 }}>
                <Card
                  data-testid={`plan-${plan.key}`}
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    borderColor: plan.isHighlighted ? 'primary.main' : undefined,
                    borderWidth: plan.isHighlighted ? 2 : 1,
                  }}
                >
                  <CardContent sx={{ flexGrow: 1 }}>
                    {plan.isHighlighted && (
                      <Chip
                        color="primary"
                        size="small"
                        label={t('pricing.popular')}
                        sx={{ mb: 1 }}
                      />
                    )}
                    <Typography variant="h5" component="h3">
                      {t(`pricing.plans.${plan.key}.name`)}
                    </Typography>
                    <Typography variant="h4" component="p" sx={{ my: 1 }}>
                      {formatMoney(plan.price, PLAN_CURRENCY, i18n.resolvedLanguage ?? 'fr')}
                      <Typography component="span" color="text.secondary">
                        {t('pricing.perMonth')}
                      </Typography>
                    </Typography>
                    <PlanInclusionList planKey={plan.key} limits={limitsOf(plan.key)} />
                  </CardContent>
                  <Box sx={{ p: 2, pt: 0 }}>
                    <Button
                      component={RouterLink}
                      to={target}
                      fullWidth
                      variant={plan.isHighlighted ? 'contained' : 'outlined'}
                    >
                      {t('pricing.choose')}
                    </Button>
                  </Box>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
