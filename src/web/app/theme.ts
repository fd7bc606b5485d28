import {
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  type Palette,
  type PaletteColor,
  responsiveFontSizes,
} from "@mui/material/styles";

declare module "@mui/material/styles" {
  interface Palette {
    accent: Palette["primary"];
  }
  interface PaletteOptions {
    accent?: PaletteOptions["primary"];
  }
}

declare module "@mui/material/Button" {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

declare module "@mui/material/Chip" {
  interface ChipPropsColorOverrides {
    accent: true;
  }
}

// No web fonts: the app must look right on machines without internet access.
const systemFontStack = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"Noto Sans"',
  "sans-serif",
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(",");

const chipColors = ["primary", "secondary", "error", "warning", "info", "success", "accent"] as const;

/**
 * Chips whose text would fall below 4.5:1 (WCAG AA) in this palette: a filled chip gets a darker
 * ground, an outlined one lighter text. In the dark theme the brand colours, bright enough for
 * a button, are too dark as text on the dark paper (e.g. magenta 3.4:1) and white on the dark
 * theme's red is 3.7:1; the light theme needs none of it.
 */
function readableChips(palette: Palette) {
  const paper = palette.background.paper;
  return chipColors.flatMap((color) => {
    const c: PaletteColor = palette[color];
    const variants = [];
    if (getContrastRatio(c.contrastText, c.main) < 4.5) {
      variants.push({
        props: { variant: "filled" as const, color },
        style: { backgroundColor: darken(c.main, 0.2) },
      });
    }
    if (getContrastRatio(c.main, paper) < 4.5) {
      variants.push({
        props: { variant: "outlined" as const, color },
        style: { color: lighten(c.main, 0.3) },
      });
    }
    return variants;
  });
}

/** The app's theme in the user's chosen mode (profile → theme, saved in userPreferences). */
function buildTheme(mode: "light" | "dark") {
  const dark = mode === "dark";
  const base = createTheme({
    palette: {
      mode,
      // In the dark the navy brand colour would vanish; a light blue keeps links and buttons visible.
      primary: dark
        ? { main: "#9db4f0", contrastText: "#0b1020" }
        : { main: "#1a2a4f", contrastText: "#ffffff" },
      secondary: { main: "#d6246e", contrastText: "#ffffff" },
      // MUI's default info and warning hues fail WCAG AA with white text; these darker ones pass.
      info: { main: "#0277bd", contrastText: "#ffffff" },
      warning: { main: "#b45309", contrastText: "#ffffff" },
      background: dark ? { default: "#0f1320", paper: "#181d2e" } : { default: "#f7f8fc", paper: "#ffffff" },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: systemFontStack,
      h1: { fontWeight: 800, letterSpacing: "-0.02em" },
      h2: { fontWeight: 800, letterSpacing: "-0.01em" },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { fontWeight: 600 },
    },
  });

  // On phones every control a finger aims at is at least 44 × 44 px (WCAG 2.5.5, Apple's HIG), however
  // small it is drawn elsewhere: one rule here rather than a size on every button of every list.
  const phone = base.breakpoints.down("sm");
  const touchTarget = { [phone]: { minWidth: 44, minHeight: 44 } };

  const accent = base.palette.augmentColor({
    color: { main: "#7b3fe4", contrastText: "#ffffff" },
    name: "accent",
  });
  const theme = createTheme(base, {
    palette: { accent },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, textTransform: "none", [phone]: { minHeight: 44 } } },
      },
      MuiIconButton: { styleOverrides: { root: touchTarget } },
      MuiCheckbox: { styleOverrides: { root: touchTarget } },
      MuiRadio: { styleOverrides: { root: touchTarget } },
      MuiPaginationItem: { styleOverrides: { root: touchTarget } },
      MuiChip: { variants: readableChips({ ...base.palette, accent }) },
      MuiCard: {
        styleOverrides: { root: { borderRadius: 12 } },
      },
      // Links inside running text must not rely on colour alone (axe link-in-text-block).
      MuiLink: {
        defaultProps: { underline: "always" },
      },
    },
  });

  return responsiveFontSizes(theme);
}

export const appTheme = buildTheme("light");
export const darkTheme = buildTheme("dark");
