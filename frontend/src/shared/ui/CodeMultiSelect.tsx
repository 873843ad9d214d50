import {
  Checkbox,
  ListItemText,
  MenuItem,
  TextField,
  type SxProps,
  type Theme,
} from '@mui/material';

interface Props {
  id: string;
  label: string;
  /** Shown when nothing is chosen: the filter is off. */
  allLabel: string;
  codes: readonly string[];
  labelOf: (code: string) => string;
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
}

/** Several codes among a short list (types, statuses, judgments), shown by their labels. */
export function CodeMultiSelect({
  id,
  label,
  allLabel,
  codes,
  labelOf,
  value,
  onChange,
  onBlur,
  sx,
}: Props) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value as unknown as string[] | string;
        onChange(typeof chosen === 'string' ? chosen.split(',') : chosen);
      }}
      onBlur={onBlur}
      sx={sx}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const values = selected as string[];
            return values.length ? values.map(labelOf).join(', ') : allLabel;
          },
        },
      }}
    >
      {codes.map((code) => (
        <MenuItem key={code} value={code} dense>
          <Checkbox size="small" checked={value.includes(code)} />
          <ListItemText primary={labelOf(code)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
