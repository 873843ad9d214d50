import LockIcon from '@mui/icons-material/Lock';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  title: string;
  /** What the feature does. */
  what: string;
  /** Which plans open it. */
  plans: string;
  testId?: string;
}

/** A feature the plan does not open: what it does, which plan opens it, and the way to the plans. */
export function LockedFeature({ title, what, plans, testId }: Props) {
  const { t } = useTranslation('billing');
  return (
    <Card component="section" data-testid={testId} sx={{ bgcolor: 'grey.50' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <LockIcon color="action" />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 1 }}>{what}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plans}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/subscriptions">
          {t('lockedFeature.seePlans')}
        </Button>
      </CardContent>
    </Card>
  );
}
