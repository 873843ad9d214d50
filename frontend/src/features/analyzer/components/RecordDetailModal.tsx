import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isApiError, useErrorMessage } from '../../../shared/api';
import { WatchToggle } from '../../alerts';
import { CompanyLink } from '../../companies';
import { ReportErrorButton } from '../../reports';
import { useRecordOpening } from '../hooks/use-record-opening';
import { useRecordFavorite } from '../hooks/use-record-favorite';
import { resultsStateFor } from '../search-url';
import type { AnalyzerRecordSummary } from '../types';
import { FavoriteToggle } from './FavoriteToggle';
import { RecordCostNotice } from './RecordCostNotice';
import { RecordDetail } from './RecordDetail';

interface Props {
  record: AnalyzerRecordSummary | null;
  onClose: () => void;
}

/**
 * The record opened from the results. The server is asked for it, since opening a record
 * consults it (CONTRACT §4.5): an opening that takes a credit is asked first, and when the server
 * refuses for lack of credits nothing more is shown.
 */
export function RecordDetailModal({ record, onClose }: Props) {
  const { t } = useTranslation('analyzer');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const errorMessage = useErrorMessage();
  const { search } = useLocation();
  const favorites = useRecordFavorite();
  const opening = useRecordOpening(record?.id ?? null);
  const { data, error } = opening.record;
  const isFetching = opening.record.isFetching || opening.isCheckingCost;
  const isRefused = isApiError(error) && error.status === 402;
  // Another failure (network, server) still shows what the results already said.
  const shown = data ?? (error && !isRefused ? record : null);
  return (
    <Dialog
      open={Boolean(record)}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby="record-dialog-title"
      // The dialog takes the focus when it opens; a ring around the whole of it says nothing.
      sx={{
        '& .MuiDialog-container:focus-visible, & .MuiDialog-paper:focus-visible': {
          outline: 'none',
        },
      }}
    >
      <DialogTitle id="record-dialog-title" sx={{ pr: 6 }}>
        {record?.nom_complet ?? t('detail.title')}
        <IconButton
          aria-label={t('detail.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <DialogContent dividers sx={{ minHeight: 120 }}>
        {error && (
          <Alert
            severity={isRefused ? 'warning' : 'error'}
            sx={{ mb: 2 }}
            action={
              isRefused && (
                <Button component={RouterLink} to="/credits" color="inherit" size="small">
                  {t('detail.buyCredits')}
                </Button>
              )
            }
          >
            {errorMessage(error, t('detail.loadFailed'))}
          </Alert>
        )}
        {opening.pendingCost && (
          <RecordCostNotice
            cost={opening.pendingCost.cost}
            balance={opening.pendingCost.balance}
            onConfirm={opening.confirm}
          />
        )}
        {shown && <RecordDetail record={shown} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <CompanyLink siren={(data ?? record)?.siren} onClick={onClose} />
        <WatchToggle siren={(data ?? record)?.siren} name={(data ?? record)?.nom_complet} />
        {data?.siren && (
          <ReportErrorButton siren={data.siren} name={data.nom_complet} recordId={data.id} />
        )}
        {data && (
          <FavoriteToggle
            isFavorite={Boolean(data.isFavorite)}
            isBusy={favorites.isBusy(data.id)}
            onToggle={() => favorites.toggle(data)}
          />
        )}
        {data && (
          <Button
            component={RouterLink}
            to={`/analyzer/records/${data.id}`}
            state={resultsStateFor(search)}
            // Closed before the page changes: a dialog unmounted while open can leave the app
            // aria-hidden (MUI's modal manager), hiding every screen after it from assistive tech.
            onClick={onClose}
          >
            {t('detail.openPage')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
