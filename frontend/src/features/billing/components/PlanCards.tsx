import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, fromCents } from '../../../shared/format';
import { formatDate } from '../../../shared/format';
import {
  isHighlighted,
  type CataloguePlan,
  type Plan,
  type UserSubscription,
} from '../api/subscriptions-api';
import { planKeyOf } from '../plan-inclusions';
import { PlanInclusionList } from './PlanInclusionList';

interface Props {
  plans: CataloguePlan[];
  isLoading: boolean;
  /** The subscription giving access now (active, or cancelled within its period): plans change it. */
  running: UserSubscription | null;
  /** Only an account's first subscription has the free trial. */
  isTrialOffered: boolean;
  /** The plan whose checkout is on its way. */
  pendingPlanId?: number;
  isBusy: boolean;
  onSubscribe: (planId: number) => void;
  onChangePlan: (plan: Plan) => void;
}

/** What a plan's button does, given the running subscription. */
function planAction(plan: Plan, running: UserSubscription | null) {
  if (!running) return { kind: 'subscribe' } as const;
  if (plan.id === running.subscriptionPlanId) {
    if (running.status === 'canceled') return { kind: 'resume' } as const;
    if (running.pendingPlanId) return { kind: 'keep' } as const;
    return { kind: 'current' } as const;
  }
  if (running.pendingPlanId === plan.id) return { kind: 'scheduled' } as const;
  return { kind: 'change' } as const;
}

/** Live plan prices are cents from the server, in euros (CONTRACT 4.6). */
export function formatPlanPrice(plan: Pick<Plan, 'price' | 'currency'>, lng: string): string {
  return formatMoney(fromCents(plan.price), (plan.currency || 'eur').toUpperCase(), lng);
}

/** A plan added since the seeded ones: its features as the server lists them. */
function ServerFeatureList({ plan }: { plan: Plan }) {
  const { t } = useTranslation('billing');
  const text = (value: string) => t(`plans.text.${value}`, { defaultValue: value });
  const lines = [
    ...(plan.monthlyCredits ? [t('plans.monthlyCredits', { count: plan.monthlyCredits })] : []),
    ...plan.features.map(text),
  ];
  return (
    <List dense>
      {lines.map((line) => (
        <ListItem key={line} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckIcon color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={line} />
        </ListItem>
      ))}
    </List>
  );
}

function PlanCard({
  plan,
  ...props
}: Omit<Props, 'plans' | 'isLoading'> & { plan: CataloguePlan }) {
  const { t, i18n } = useTranslation('billing');
  const highlighted = isHighlighted(plan);
  const action = planAction(plan, props.running);
  const isCurrent = props.running?.subscriptionPlanId === plan.id;
  const planKey = planKeyOf(plan.name);
  const buttonText = {
    subscribe: t('plans.subscribe'),
    resume: t('plans.resume'),
    keep: t('plans.keep'),
    current: t('plans.currentButton'),
    scheduled: t('plans.scheduled', { date: formatDate(props.running?.currentPeriodEnd) }),
    change: t('plans.changeTo'),
  }[action.kind];
  const onClick = () =>
    action.kind === 'subscribe' ? props.onSubscribe(plan.id) : props.onChangePlan(plan);
  // Server texts are stored once; known ones are translated, others shown as they are.
  const text = (value: string) => t(`plans.text.${value}`, { defaultValue: value });
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {/* On wide screens the empty row keeps plan names aligned across the cards. */}
        <Stack
          direction="row"
          spacing={1}
          sx={{
            mb: 1,
            minHeight: 24,
            display: { xs: highlighted || isCurrent ? 'flex' : 'none', md: 'flex' },
          }}
        >
          {highlighted && <Chip color="primary" size="small" label={t('plans.popular')} />}
          {isCurrent && <Chip color="success" size="small" label={t('plans.current')} />}
        </Stack>
        <Typography variant="h5" component="h3">
          {plan.name}
        </Typography>
        <Typography variant="h4" component="p" sx={{ my: 1 }}>
          {formatPlanPrice(plan, i18n.resolvedLanguage ?? 'fr')}
          <Typography component="span" color="text.secondary">
            {t(`plans.per.${plan.interval}`, { defaultValue: '' })}
          </Typography>
        </Typography>
        <Typography color="text.secondary">{text(plan.description)}</Typography>
        {props.isTrialOffered && (
          <Typography
            variant="body2"
            color="primary"
            sx={{ mt: 1, fontWeight: 'fontWeightMedium' }}
          >
            {t('plans.trial')}
          </Typography>
        )}
        {planKey ? (
          <PlanInclusionList planKey={planKey} limits={plan.limits} />
        ) : (
          <ServerFeatureList plan={plan} />
        )}
      </CardContent>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={highlighted ? 'contained' : 'outlined'}
          disabled={action.kind === 'current' || action.kind === 'scheduled' || props.isBusy}
          onClick={onClick}
          aria-label={
            action.kind === 'subscribe'
              ? t('plans.subscribeLabel', { plan: plan.name })
              : t('plans.actionLabel', { action: buttonText, plan: plan.name })
          }
          startIcon={
            props.pendingPlanId === plan.id ? (
              <CircularProgress size={18} color="inherit" />
            ) : undefined
          }
        >
          {buttonText}
        </Button>
      </Box>
    </Card>
  );
}

export function PlanCards({ plans, isLoading, ...props }: Props) {
  if (isLoading && plans.length === 0) {
    return (
      <Grid container spacing={3}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={360} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={3} alignItems="stretch">
      {plans.map((plan) => (
        <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
          <PlanCard plan={plan} {...props} />
        </Grid>
      ))}
    </Grid>
  );
}
