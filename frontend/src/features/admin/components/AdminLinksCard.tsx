import { OpenInNew } from '@mui/icons-material';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const LINKS = [
  { to: '/admin/users', key: 'users' },
  { to: '/admin/analyzer-ingest', key: 'ingest' },
  { to: '/admin/data', key: 'data' },
] as const;

export function AdminLinksCard({
  onOpenQueueBoard,
  isOpeningQueueBoard,
}: {
  onOpenQueueBoard: () => void;
  isOpeningQueueBoard: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card component="nav" aria-labelledby="admin-links-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="admin-links-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('dashboard.links.title')}
        </Typography>
        <Stack spacing={1.5}>
          {LINKS.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant="outlined" fullWidth>
              {t(`dashboard.links.${link.key}`)}
            </Button>
          ))}
          <Button component={RouterLink} to="/admin/reports" variant="outlined" fullWidth>
            {t('reports:admin.link')}
          </Button>
          <Button
            variant="contained"
            fullWidth
            endIcon={<OpenInNew />}
            onClick={onOpenQueueBoard}
            disabled={isOpeningQueueBoard}
            title={t('dashboard.links.queuesHelp')}
          >
            {t('dashboard.links.queues')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
