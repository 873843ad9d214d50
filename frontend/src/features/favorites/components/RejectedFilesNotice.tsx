import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RejectedFile } from '../favorite-format';

/** Which dropped or picked files were not added, and why (type or size, spec §5). */
export function RejectedFilesNotice({
  rejected,
  onClose,
}: {
  rejected: RejectedFile[];
  onClose: () => void;
}) {
  const { t } = useTranslation('favorites');
  if (!rejected.length) return null;
  return (
    <Alert
      severity="warning"
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': t('documentsDialog.rejected.dismiss') } }}
      data-testid="rejected-files"
      sx={{ alignItems: 'flex-start' }}
    >
      {t('documentsDialog.rejected.title', { count: rejected.length })}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rejected.map((file, index) => (
          <li key={`${file.name}-${index}`}>
            {t(`documentsDialog.rejected.${file.reason}`, { name: file.name })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
