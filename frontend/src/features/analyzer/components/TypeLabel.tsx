import { Chip } from '@mui/material';
import { useTypeLabel } from '../hooks/use-type-label';

export function TypeLabel({ type }: { type: string | null | undefined }) {
  const label = useTypeLabel();
  return <Chip size="small" label={label(type)} variant="outlined" />;
}
