import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './PageContainer';

/** A titled page for screens that later issues build. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer title={t(titleKey)}>
      <Alert severity="info">{t('placeholder.comingSoon')}</Alert>
    </PageContainer>
  );
}
