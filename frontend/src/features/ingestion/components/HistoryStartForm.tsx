import CalculateIcon from '@mui/icons-material/Calculate';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useHistoryText } from '../history-text';
import type { HistoryEstimate } from '../types';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** As high as the field beside them, their label on one line (full width on a phone). */
const BUTTON_SX = { minHeight: 40, whiteSpace: 'nowrap', flexShrink: 0 } as const;

interface Props {
  from: string;
  onFromChange: (from: string) => void;
  /** The estimate for `from`, once asked and answered. */
  estimate: HistoryEstimate | undefined;
  isEstimating: boolean;
  /** Why the estimate could not be had, in words. */
  estimateError: string | null;
  onEstimate: () => void;
  isBusy: boolean;
  onStart: () => void;
}

/** Before a history runs: its first day, what it would load, and the start. */
export function HistoryStartForm(props: Props) {
  const { t } = useTranslation('ingestion');
  const text = useHistoryText();
  const isDay = ISO_DAY.test(props.from);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        // A narrow card puts the buttons under the field rather than squeezing them.
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <TextField
          id="history-from"
          type="date"
          size="small"
          margin="none"
          label={t('data.history.from')}
          helperText={t('data.history.fromHelp')}
          value={props.from}
          onChange={(event) => props.onFromChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          // A day needs no more (its help on one line): on a wide screen the buttons stay beside it.
          sx={{ width: { sm: '20rem' }, flexShrink: 0 }}
        />
        <Button
          variant="outlined"
          disabled={!isDay || props.isEstimating}
          onClick={props.onEstimate}
          sx={BUTTON_SX}
          startIcon={
            props.isEstimating ? <CircularProgress size={18} color="inherit" /> : <CalculateIcon />
          }
        >
          {t('data.history.estimate')}
        </Button>
        <Button
          variant="contained"
          disabled={!isDay || props.isBusy}
          onClick={props.onStart}
          sx={BUTTON_SX}
          startIcon={<HistoryIcon />}
        >
          {t('data.history.start')}
        </Button>
      </Stack>
      {props.estimate && (
        <Typography variant="body2" data-testid="history-estimate">
          {text.estimate(props.estimate)}
        </Typography>
      )}
      {props.estimateError && (
        <Alert severity="warning" data-testid="history-estimate-error">
          {t('data.history.estimateFailed', { reason: props.estimateError })}
        </Alert>
      )}
    </Stack>
  );
}
