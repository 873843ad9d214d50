import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { ExportMenu } from './ExportMenu';

function renderMenu(canExport: boolean | undefined) {
  const onExport = vi.fn();
  render(
    <MemoryRouter>
      <ExportMenu canExport={canExport} isExporting={false} onExport={onExport} />
    </MemoryRouter>,
  );
  return { onExport };
}

describe('export menu', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('offers CSV and Excel to an entitled plan, and states the limit', async () => {
    const { onExport } = renderMenu(true);
    expect(screen.getByText('100 000 lignes au plus')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV (séparateur point-virgule)' }));
    expect(onExport).toHaveBeenLastCalledWith('csv');
  });

  it('tells other plans what the export does and which plans open it, never exporting', async () => {
    const { onExport } = renderMenu(false);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    const dialog = screen.getByRole('dialog', { name: 'Exporter les résultats' });
    expect(within(dialog).getByText(/en CSV ou en Excel/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "L'export est inclus dans les formules Professionnel et Entreprise.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir les formules' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onExport).not.toHaveBeenCalled();
  });

  it('waits for the plan before offering anything, and speaks English', async () => {
    await i18n.changeLanguage('en');
    renderMenu(undefined);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByText('100,000 rows at most')).toBeInTheDocument();
  });

  it('names the CSV by its separator in English too', async () => {
    await i18n.changeLanguage('en');
    renderMenu(true);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('menuitem', { name: 'CSV (semicolon-separated)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeInTheDocument();
  });
});
