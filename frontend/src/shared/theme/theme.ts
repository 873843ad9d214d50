import { alpha, createTheme, type Breakpoint } from '@mui/material/styles';

/** Below this width a screen is a phone: lists turn each row into a card (shared/ui/DataTable). */
export const PHONE_BREAKPOINT: Breakpoint = 'sm';

/** Colours of the product's own, beside MUI's palette; components name them, e.g. 'badge.yesText'. */
interface ProductTones {
  /** Spec §2: the verified badge, green 'Vérifié' and yellow 'Non Vérifié'. */
  badge: { yes: string; yesText: string; no: string; noText: string };
  /** Document icons by kind (favorites' documents dialog). */
  fileKind: Record<'pdf' | 'image' | 'word' | 'sheet' | 'archive' | 'other', string>;
  /** The ingestion log, read like a terminal. */
  console: { background: string };
  /** Chart series told apart by colour (one per notice type), and the colour of "the rest". */
  chart: { series: string[]; other: string };
}

declare module '@mui/material/styles' {
  interface Palette {
    tones: ProductTones;
  }
  interface PaletteOptions {
    tones?: ProductTones;
  }
}

/** Design tokens and per-component overrides: pages should not need ad-hoc styling. */
const brand = { main: '#1d4ed8', dark: '#1e3a8a', light: '#60a5fa' };
const focusRing = `0 0 0 3px ${alpha(brand.main, 0.45)}`;

export const theme = createTheme({
  palette: {
    primary: { ...brand, contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
    tones: {
      badge: { yes: '#dcfce7', yesText: '#166534', no: '#fef9c3', noText: '#854d0e' },
      fileKind: {
        pdf: '#dc2626',
        image: '#7c3aed',
        word: brand.main,
        sheet: '#15803d',
        archive: '#b45309',
        other: '#4b5563',
      },
      console: { background: '#0f172a' },
      chart: {
        series: [
          '#4e79a7',
          '#f28e2b',
          '#e15759',
          '#76b7b2',
          '#59a14f',
          '#edc948',
          '#b07aa1',
          '#ff9da7',
          '#9c755f',
          '#2f4b7c',
          '#17becf',
          '#8c564b',
        ],
        other: '#bab0ac',
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Components ask for 'fontWeightMedium' (a name, an emphasis) or 'fontWeightBold', never a number.
    fontWeightMedium: 600,
    fontWeightBold: 700,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    h4: { fontSize: '1.5rem', fontWeight: 700 },
    h5: { fontSize: '1.2rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard focus is always visible, whatever the component.
        ':focus-visible': { outline: `3px solid ${brand.light}`, outlineOffset: 2 },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { '&.Mui-focusVisible': { boxShadow: focusRing } } },
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': { boxShadow: focusRing } } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #e5e7eb', backgroundColor: '#ffffff' } },
    },
    MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
  },
});
