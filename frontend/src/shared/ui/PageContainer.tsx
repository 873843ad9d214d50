import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title?: string;
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

export function PageContainer({ title, maxWidth = 'lg', children }: Props) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {title && (
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
      )}
      {children}
    </Container>
  );
}
