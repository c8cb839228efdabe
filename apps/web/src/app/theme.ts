import { createTheme, lighten, type Theme } from '@mui/material/styles';
import { DRAWER_WIDTH, THEME_COLORS } from '@glassdesk/shared';
import type { ThemeMode } from '../lib/session';

// No web fonts: the machines serving GlassDesk may have no internet, so the system font stack is used.
const SYSTEM_FONTS = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(',');

// #0C69A9 is too dark for text on a dark page (2.9:1). In dark mode the brand colour stays on surfaces
// (top bar, contained buttons) and text in the primary colour uses this tint instead (about 6.9:1).
const PRIMARY_TEXT_ON_DARK = lighten(THEME_COLORS.primary, 0.45);

const made = new Map<ThemeMode, Theme>();

/**
 * The theme of a mode, made once: both apps' start-up makes the one in use in a task of its own before the first
 * render (start.tsx; ~10 ms of a slow phone's time, 40 ms at Lighthouse's 4x), so the render's first slice does
 * not carry it, and a switch back and forth makes nothing twice.
 */
export function appTheme(mode: ThemeMode): Theme {
  let theme = made.get(mode);
  if (!theme) made.set(mode, (theme = createAppTheme(mode)));
  return theme;
}

/** spec §9: primary #0C69A9, secondary #FF740A; spec §1: dark or light. */
export function createAppTheme(mode: ThemeMode) {
  const dark = mode === 'dark';
  const primaryText = dark ? PRIMARY_TEXT_ON_DARK : THEME_COLORS.primary;
  return createTheme({
    palette: {
      mode,
      // WCAG AA for text on coloured buttons: MUI picks dark text where white would fall below 4.5:1.
      contrastThreshold: 4.5,
      primary: { main: THEME_COLORS.primary, ...(dark ? { light: PRIMARY_TEXT_ON_DARK } : {}) },
      secondary: { main: THEME_COLORS.secondary },
      background: dark ? { default: '#121417', paper: '#1b1e23' } : { default: '#f4f6f8', paper: '#ffffff' },
    },
    typography: { fontFamily: SYSTEM_FONTS, button: { textTransform: 'none', fontWeight: 600 } },
    shape: { borderRadius: 8 },
    components: {
      MuiDrawer: { styleOverrides: { paper: { width: DRAWER_WIDTH } } },
      MuiAlert: {
        styleOverrides: {
          // MUI paints a dark-mode filled alert with the colour's dark shade but picks the text for its main
          // shade; pick it for the shade actually painted.
          filled: ({ ownerState, theme }) => {
            const color = theme.palette[ownerState.color ?? ownerState.severity ?? 'success'];
            return dark ? { color: theme.palette.getContrastText(color.dark) } : {};
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: {
        styleOverrides: {
          root: ({ ownerState }) => (dark && ownerState.color === 'primary' && ownerState.variant !== 'contained' ? { color: primaryText, borderColor: primaryText } : {}),
        },
      },
      MuiLink: {
        styleOverrides: { root: ({ ownerState }) => (ownerState.color === 'primary' ? { color: primaryText } : {}) },
      },
      MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: primaryText } },
        },
      },
    },
  });
}
