import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** `data-field`, by which tests and browser tests find the value. */
  name: string;
  label: string;
  children: ReactNode;
}

/** One term and its value in a `<dl>`: the label small above, the value below. */
export function LabelledValue({ name, label, children }: Props) {
  return (
    <Box data-field={name} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}
