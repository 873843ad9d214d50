import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  isProcessing: boolean;
  onStart: () => void;
}

/** Spec §2 "Admin data": the transfer card has a single start button. */
export function BodaccTransferCard({ isProcessing, onStart }: Props) {
  const { t } = useTranslation('ingestion');
  return (
    <Card component="section" aria-labelledby="bodacc-transfer-title">
      <CardContent>
        <Typography id="bodacc-transfer-title" variant="h5" component="h2">
          {t('data.transfer.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('data.transfer.description')}
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<SyncAltIcon />}
          disabled={isProcessing}
          onClick={onStart}
        >
          {t('data.transfer.start')}
        </Button>
      </CardContent>
    </Card>
  );
}
