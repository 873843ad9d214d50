import { alpha, createTheme } from '@mui/material/styles';

/** Design tokens and per-component overrides: pages should not need ad-hoc styling. */
const brand = { main: '#1d4ed8', dark: '#1e3a8a', light: '#60a5fa' };
const focusRing = `0 0 0 3px ${alpha(brand.main, 0.45)}`;

export const theme = createTheme({
  palette: {
    primary: { ...brand, contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
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
