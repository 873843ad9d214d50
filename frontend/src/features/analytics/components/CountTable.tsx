import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  caption: string;
  /** The first column names the row; the others hold numbers (or a text, such as a month). */
  columns: string[];
  rows: { key: string; label: string; values: (number | string)[] }[];
}

/** A chart's figures as a table, scrolling sideways when its columns are more than the screen. */
export function CountTable({ caption, columns, rows }: Props) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const [first, ...others] = columns;
  return (
    <TableContainer sx={{ maxHeight: 480, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {first}
            </TableCell>
            {others.map((column) => (
              <TableCell key={column} component="th" scope="col" align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {row.values.map((value, i) => (
                <TableCell key={i} align="right">
                  {typeof value === 'number' ? number.format(value) : value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
