import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useHistoryText } from '../history-text';
import { useBodaccHistory } from '../hooks/use-bodacc-history';
import type { HistoryState } from '../types';
import { BodaccHistoryCard } from './BodaccHistoryCard';
import { HistoryStartForm } from './HistoryStartForm';

/** A new history starts when none runs nor waits to be resumed. */
const STARTABLE: readonly HistoryState[] = ['idle', 'completed'];

/** The BODACC history's card, its start form and the confirmation before it starts. */
export function BodaccHistoryPanel() {
  const { t } = useTranslation('ingestion');
  const history = useBodaccHistory();
  const text = useHistoryText();

  if (history.isError) {
    return <Alert severity="error">{t('data.history.messages.statusFailed')}</Alert>;
  }
  if (!history.status) return null;
  return (
    <>
      <BodaccHistoryCard
        status={history.status}
        isBusy={history.isBusy}
        onPause={history.pause}
        onResume={history.resume}
      >
        {STARTABLE.includes(history.status.state) && (
          <HistoryStartForm
            from={history.from}
            onFromChange={history.setFrom}
            estimate={history.estimate}
            isEstimating={history.isEstimating}
            estimateError={history.estimateError}
            onEstimate={history.askEstimate}
            isBusy={history.isBusy}
            onStart={history.askStart}
          />
        )}
      </BodaccHistoryCard>
      <ConfirmDialog
        open={history.isConfirming}
        title={t('data.history.confirm.title')}
        text={
          history.estimate
            ? t('data.history.confirm.withEstimate', { estimate: text.estimate(history.estimate) })
            : t('data.history.confirm.withoutEstimate', { from: formatDate(history.from) })
        }
        backLabel={t('data.history.confirm.back')}
        confirmLabel={t('data.history.confirm.start')}
        isBusy={history.isStarting}
        onConfirm={history.confirmStart}
        onClose={history.cancelStart}
      />
    </>
  );
}
