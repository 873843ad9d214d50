import FileDownloadIcon from '@mui/icons-material/FileDownload';
import LockIcon from '@mui/icons-material/Lock';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ExportFormat } from '../api/analyzer-api';

interface Props {
  /** Whether the plan includes the export; undefined while it is being read. */
  canExport: boolean | undefined;
  isExporting: boolean;
  onExport: (format: ExportFormat) => void;
}

/** "Exporter" on the results: CSV or Excel for entitled plans; for others, which plan opens it. */
export function ExportMenu({ canExport, isExporting, onExport }: Props) {
  const { t } = useTranslation('analyzer');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isLockedOpen, setLockedOpen] = useState(false);
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    onExport(format);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('export.limit')}
      </Typography>
      <Button
        variant="outlined"
        disabled={canExport === undefined || isExporting}
        startIcon={
          isExporting ? (
            <CircularProgress size={18} color="inherit" />
          ) : canExport === false ? (
            <LockIcon />
          ) : (
            <FileDownloadIcon />
          )
        }
        aria-haspopup={canExport ? 'menu' : 'dialog'}
        onClick={(event) => (canExport ? setAnchor(event.currentTarget) : setLockedOpen(true))}
      >
        {t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('csv')}>{t('export.csv')}</MenuItem>
        <MenuItem onClick={() => choose('xlsx')}>{t('export.xlsx')}</MenuItem>
      </Menu>
      <Dialog open={isLockedOpen} onClose={() => setLockedOpen(false)} maxWidth="xs">
        <DialogTitle>{t('export.locked.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('export.locked.what')}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{t('export.locked.plans')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLockedOpen(false)}>{t('export.locked.close')}</Button>
          <Button variant="contained" component={RouterLink} to="/subscriptions">
            {t('export.locked.seePlans')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
