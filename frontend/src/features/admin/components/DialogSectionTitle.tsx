import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The heading of one part of the user dialog (account, credits, catalogue access). */
export function DialogSectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 'fontWeightMedium' }}>
      {children}
    </Typography>
  );
}
