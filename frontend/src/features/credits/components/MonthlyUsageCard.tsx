import InsightsIcon from '@mui/icons-material/Insights';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MonthlyUsage } from '../api/credits-api';

const percentOf = (used: number, included: number) =>
  included > 0 ? Math.min(100, Math.round((used / included) * 100)) : 100;

function UsageBar({ label, used, included }: { label: string; used: number; included: number }) {
  return (
    <LinearProgress
      variant="determinate"
      value={percentOf(used, included)}
      aria-label={label}
      color={used >= included ? 'warning' : 'primary'}
      sx={{ height: 8, borderRadius: 4, mt: 1 }}
    />
  );
}

/** This month's credits and records used against the plan, or the way to a plan's trial. */
export function MonthlyUsageCard({
  usage,
  isLoading,
}: {
  usage?: MonthlyUsage;
  isLoading: boolean;
}) {
  const { t } = useTranslation('credits');
  const plan = usage?.plan ?? null;
  return (
    <Card data-testid="monthly-usage">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InsightsIcon color="primary" sx={{ fontSize: 44 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography color="text.secondary">{t('usage.title')}</Typography>
            {isLoading || !usage ? (
              <Skeleton width="60%" height={32} />
            ) : (
              <Stack spacing={2} sx={{ mt: 0.5 }}>
                <div>
                  <Typography sx={{ fontWeight: 'fontWeightMedium' }}>
                    {usage.creditsIncluded === null
                      ? t('usage.creditsNoPlan', { count: usage.creditsUsed })
                      : t('usage.credits', {
                          count: usage.creditsUsed,
                          included: usage.creditsIncluded,
                        })}
                  </Typography>
                  {usage.creditsIncluded !== null && (
                    <UsageBar
                      label={t('usage.creditsBar')}
                      used={usage.creditsUsed}
                      included={usage.creditsIncluded}
                    />
                  )}
                </div>
                <div>
                  <Typography variant="body2">
                    {!plan
                      ? t('usage.recordsNoPlan', { count: usage.recordsOpened })
                      : usage.recordLimit === null
                        ? t('usage.recordsUnlimited', { count: usage.recordsOpened, plan })
                        : t('usage.records', {
                            count: usage.recordsOpened,
                            limit: usage.recordLimit,
                            plan,
                          })}
                  </Typography>
                  {plan && usage.recordLimit !== null && (
                    <UsageBar
                      label={t('usage.recordsBar')}
                      used={usage.recordsOpened}
                      included={usage.recordLimit}
                    />
                  )}
                </div>
                <Typography variant="body2" color="text.secondary">
                  {t('usage.howItCounts')}
                </Typography>
                {!plan && (
                  <Button
                    component={RouterLink}
                    to="/subscriptions"
                    variant="contained"
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('usage.tryPlans')}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
