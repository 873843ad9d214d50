import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** The centred card every account screen sits in. */
export function AuthCard({ title, subtitle, icon, children }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {icon && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>{icon}</Box>}
          <Typography variant="h4" component="h1" align={icon ? 'center' : 'left'} gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" align={icon ? 'center' : 'left'} sx={{ mb: 1 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
