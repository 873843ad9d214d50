import { ThemeProvider } from '@mui/material';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { DataTable, type DataColumn } from './DataTable';

interface Person {
  id: number;
  name: string;
  city: string;
}

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Nom', phone: 'title', cell: (person) => person.name },
  { id: 'city', header: 'Ville', cell: (person) => person.city },
  { id: 'star', header: 'Favori', isHeaderHidden: true, phone: 'aside', cell: () => '★' },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <DataTable
        label="Personnes"
        columns={columns}
        rows={[
          { id: 1, name: 'Ada', city: 'Londres' },
          { id: 2, name: 'Marie', city: 'Paris' },
        ]}
        rowTestId="person-row"
        loading="Chargement…"
        empty="Personne."
        {...props}
      />
    </ThemeProvider>,
  );

describe('DataTable', () => {
  it('shows a row per item, each cell labelled and placed for the phone card', () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick, footer: <nav>pages</nav> });
    const table = screen.getByRole('table', { name: 'Personnes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nom', 'Ville', 'Favori']);
    const [first] = screen.getAllByTestId('person-row');
    const cities = within(first).getByText('Londres');
    expect(cities).toHaveAttribute('data-label', 'Ville');
    expect(cities).toHaveAttribute('data-phone', 'line');
    expect(within(first).getByText('Ada')).toHaveAttribute('data-phone', 'title');
    fireEvent.click(cities);
    expect(onRowClick).toHaveBeenCalledWith({ id: 1, name: 'Ada', city: 'Londres' });
    expect(screen.getByText('pages')).toBeInTheDocument();
  });

  it('shows the loading slot, then the empty slot, instead of rows', () => {
    const { rerender } = renderTable({ isLoading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByTestId('person-row')).not.toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <DataTable label="Personnes" columns={columns} rows={[]} empty="Personne." />
      </ThemeProvider>,
    );
    expect(screen.getByText('Personne.')).toBeInTheDocument();
  });
});
