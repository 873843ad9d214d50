import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortfolioExport } from '../hooks/use-portfolio-export';
import type { PortfolioFilters } from '../types';

/** "Exporter": the filtered portfolio as Excel (XLSX) or CSV. */
export function PortfolioExportButton({ filters }: { filters: PortfolioFilters }) {
  const { t } = useTranslation('portfolio');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { exportAs, isExporting } = usePortfolioExport(filters);
  const choose = (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    exportAs(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={isExporting}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('xlsx')}>{t('export.xlsx')}</MenuItem>
        <MenuItem onClick={() => choose('csv')}>{t('export.csv')}</MenuItem>
      </Menu>
    </>
  );
}
