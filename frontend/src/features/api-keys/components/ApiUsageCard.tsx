import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** How to call the API with a key: a curl line against this server, the limit, the reference. */
export function ApiUsageCard() {
  const { t } = useTranslation('apiKeys');
  const api = `${window.location.origin}/api`;
  const example = `curl -H "Authorization: Bearer $KEY" \\\n  "${api}/analyzer/records?q=boulangerie&departement=75"`;
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('usage.title')}
        </Typography>
        <Typography color="text.secondary">{t('usage.intro')}</Typography>
        <Box
          component="pre"
          data-testid="api-usage-example"
          sx={{
            my: 2,
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '0.8125rem',
            // On a phone the line wraps rather than hiding the URL behind a scroll.
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {example}
        </Box>
        <Typography color="text.secondary" variant="body2">
          {t('usage.routes')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {t('usage.limit')}{' '}
          <Link href={`${api}/docs`} target="_blank" rel="noopener">
            {t('usage.reference')}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
