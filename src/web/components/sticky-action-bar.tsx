import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import type { Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

/** Room the stuck bar takes at the bottom of a phone screen (buttons, padding and the home indicator). */
const phoneBarRoom = "calc(88px + env(safe-area-inset-bottom))";

type Props = {
  children: ReactNode;
  /** The padding of the surrounding Paper on phones, in theme spacing units, so the bar spans its width. */
  bleed?: number;
};

/**
 * A form's main buttons. On phones the bar sticks to the bottom of the screen while the form scrolls
 * under it, so Next or Save is always under the thumb; at the end of the form it rests in its place, so
 * it never covers the last field. From the small breakpoint up it is an ordinary row.
 */
export function StickyActionBar({ children, bleed = 2 }: Props) {
  return (
    <>
      {/* Keyboard focus and scrolling into view stop above the bar rather than behind it. */}
      <GlobalStyles
        styles={(theme: Theme) => ({
          [theme.breakpoints.down("sm")]: { html: { scrollPaddingBottom: phoneBarRoom } },
        })}
      />
      <Box
        sx={{
          mt: 4,
          pt: { xs: 1.5, sm: 3 },
          borderTop: 1,
          borderColor: "divider",
          position: { xs: "sticky", sm: "static" },
          bottom: 0,
          // Above the fields' floating labels (z-index 1), below app bars, menus and dialogs.
          zIndex: 2,
          bgcolor: "background.paper",
          mx: { xs: -bleed, sm: 0 },
          px: { xs: bleed, sm: 0 },
          pb: { xs: "calc(12px + env(safe-area-inset-bottom))", sm: 0 },
          boxShadow: { xs: "0 -6px 12px -8px rgba(26, 42, 79, 0.25)", sm: "none" },
        }}
      >
        {children}
      </Box>
    </>
  );
}
