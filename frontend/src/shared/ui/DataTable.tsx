import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { PHONE_BREAKPOINT } from '../theme/theme';
import { visuallyHidden } from './visually-hidden';

/**
 * Where a cell goes when a row becomes a card on a phone: the top line, the right end of it,
 * a line of its own after its label (the default), the bottom line, or nowhere.
 */
export type PhonePlace = 'title' | 'aside' | 'line' | 'actions' | 'hidden';

export interface DataColumn<Row> {
  id: string;
  header: string;
  /** For screen readers only (a star or an actions column). */
  isHeaderHidden?: boolean;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  padding?: 'checkbox' | 'normal';
  /** A detail the table leaves out below md, when the screen is too narrow for every column. */
  isSecondary?: boolean;
  phone?: PhonePlace;
  /** The label of the card line on a phone; the header by default. */
  phoneLabel?: string;
  sx?: SxProps<Theme>;
}

interface Props<Row extends { id: string | number }> {
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  /** The data-testid of each row, which tests and browser tests look for. */
  rowTestId?: string;
  onRowClick?: (row: Row) => void;
  size?: 'small' | 'medium';
  /** Inside its own outlined frame (otherwise inside the card around it). */
  isFramed?: boolean;
  isLoading?: boolean;
  loading?: ReactNode;
  empty?: ReactNode;
  /** Under the rows: pagination. */
  footer?: ReactNode;
}

/** One list of rows for every screen: a table, and on a phone one card per row. */
export function DataTable<Row extends { id: string | number }>(props: Props<Row>) {
  const { label, columns, rows, rowTestId, onRowClick, size = 'medium' } = props;
  const { isFramed = false, isLoading = false, loading, empty, footer } = props;
  const notice = isLoading ? loading : rows.length === 0 ? empty : null;
  return (
    <>
      <TableContainer
        component={isFramed ? Paper : 'div'}
        variant={isFramed ? 'outlined' : undefined}
        sx={phoneCards}
      >
        <Table size={size} aria-label={label} aria-busy={isLoading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  padding={column.padding}
                  sx={column.isSecondary ? fromMd : undefined}
                >
                  {column.isHeaderHidden ? (
                    <Box component="span" sx={visuallyHidden}>
                      {column.header}
                    </Box>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {notice ? (
              <TableRow>
                <TableCell colSpan={columns.length} data-phone="notice">
                  {notice}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={row.id}
                  hover={Boolean(onRowClick)}
                  data-testid={rowTestId}
                  onClick={onRowClick && (() => onRowClick(row))}
                  sx={onRowClick && { cursor: 'pointer' }}
                >
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      padding={column.padding}
                      data-phone={column.phone ?? 'line'}
                      data-label={column.phoneLabel ?? column.header}
                      sx={[
                        column.isSecondary ? fromMd : {},
                        ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                      ]}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </>
  );
}

const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The one phone layout: the header goes, each row is a card, each cell takes its place on it. */
const phoneCards: SxProps<Theme> = (theme) => ({
  // Relative, so that the visually hidden header texts stay inside the scroll box.
  position: 'relative',
  [theme.breakpoints.down(PHONE_BREAKPOINT)]: {
    border: 0,
    bgcolor: 'transparent',
    '& thead': visuallyHidden,
    '& table, & tbody': { display: 'block' },
    '& tbody > tr': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 1,
      rowGap: 0.5,
      p: 1.5,
      mb: 1.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      bgcolor: 'background.paper',
    },
    '& tbody > tr > td': { display: 'block', border: 0, p: 0, textAlign: 'left' },
    '& td[data-phone="title"]': { order: 1, flex: '1 1 0', minWidth: 0 },
    // A checkbox-padded cell is 48 px wide in a table: on a card it takes what its buttons need.
    '& td[data-phone="aside"]': { order: 2, width: 'auto', flexShrink: 0, whiteSpace: 'nowrap' },
    // MUI reverses a right-aligned cell's flex direction (for sort labels): set it back.
    '& td[data-phone="line"]': {
      order: 3,
      flexBasis: '100%',
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 1,
      typography: 'body2',
      '&::before': {
        content: 'attr(data-label)',
        color: 'text.secondary',
        flexShrink: 0,
      },
    },
    '& td[data-phone="actions"]': {
      order: 4,
      flexBasis: '100%',
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'flex-end',
      pt: 0.5,
    },
    // A line with nothing to say (an empty list of chips) is no line on a card.
    '& td[data-phone="hidden"], & td[data-phone="line"]:empty': { display: 'none' },
    '& td[data-phone="notice"]': { flexBasis: '100%' },
  },
});
