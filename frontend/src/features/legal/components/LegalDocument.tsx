import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/PageContainer';

interface Section {
  title: string;
  text: string;
}

export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <PageContainer title={t(`${doc}.title`)} maxWidth="md">
      <Card>
        <CardContent>
          {sections.map((section) => (
            <section key={section.title}>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                {section.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {section.text}
              </Typography>
            </section>
          ))}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
