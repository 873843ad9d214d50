import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useTypeLabel } from '../hooks/use-type-label';
import type { AnalyzerRecord } from '../types';
import { FavoriteToggle } from './FavoriteToggle';
import { TypeLabel } from './TypeLabel';

interface Props {
  records: AnalyzerRecord[];
  isLoading: boolean;
  onOpen: (record: AnalyzerRecord) => void;
  onToggleFavorite: (record: AnalyzerRecord) => void;
  isFavoriteBusy: (recordId: number) => boolean;
}

// Secondary columns give way on narrow screens; the detail modal shows everything.
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMN_COUNT = 8;

export function RecordsTable({
  records,
  isLoading,
  onOpen,
  onToggleFavorite,
  isFavoriteBusy,
}: Props) {
  const { t } = useTranslation('analyzer');
  const typeLabel = useTypeLabel();
  return (
    // Relative, so that the visually hidden header texts stay inside the scroll box.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table size="small" aria-label={t('table.label')} aria-busy={isLoading}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('table.favorite')}
              </Box>
            </TableCell>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell sx={fromSm}>{t('table.type')}</TableCell>
            <TableCell sx={fromMd}>{t('table.rcs')}</TableCell>
            <TableCell sx={fromMd}>{t('table.legalForm')}</TableCell>
            <TableCell sx={fromMd}>{t('table.city')}</TableCell>
            <TableCell sx={fromSm}>{t('table.date')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('table.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {isLoading ? (
            <TableRow data-testid="records-loading">
              <TableCell colSpan={COLUMN_COUNT}>
                <Stack direction="row" spacing={2} sx={{ py: 3, justifyContent: 'center' }}>
                  <CircularProgress size={22} />
                  <Typography color="text.secondary">{t('table.loading')}</Typography>
                </Stack>
              </TableCell>
            </TableRow>
          ) : records.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMN_COUNT}>
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {t('table.noData')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            records.map((record) => (
              <TableRow
                key={record.id}
                hover
                data-testid="record-row"
                onClick={() => onOpen(record)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox">
                  <FavoriteToggle
                    isFavorite={Boolean(record.isFavorite)}
                    isBusy={isFavoriteBusy(record.id)}
                    onToggle={() => onToggleFavorite(record)}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: { sm: 140 }, wordBreak: 'break-word' }}>
                  <Typography variant="body2" sx={{ fontWeight: 'fontWeightMedium' }}>
                    {record.nom_complet ?? '-'}
                  </Typography>
                  {record.nom_commercial && (
                    <Typography variant="caption" color="text.secondary">
                      {record.nom_commercial}
                    </Typography>
                  )}
                  <Typography
                    variant="caption"
                    color="primary"
                    sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 'fontWeightMedium' }}
                  >
                    {`${typeLabel(record.type_annonce)} · ${formatDate(record.date_parution)}`}
                  </Typography>
                </TableCell>
                <TableCell sx={fromSm}>
                  <TypeLabel type={record.type_annonce} />
                </TableCell>
                <TableCell sx={{ ...fromMd, whiteSpace: 'nowrap' }}>{record.rcs ?? '-'}</TableCell>
                <TableCell sx={fromMd}>{record.forme_juridique ?? '-'}</TableCell>
                <TableCell sx={fromMd}>{record.adresse ?? '-'}</TableCell>
                <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>
                  {formatDate(record.date_parution)}
                </TableCell>
                <TableCell align="right" padding="checkbox">
                  <Tooltip title={t('table.view')}>
                    <IconButton
                      size="small"
                      aria-label={t('table.view')}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(record);
                      }}
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
