import GlobalStyles from "@mui/material/GlobalStyles";

/**
 * A print stylesheet that prints only the element with `targetId`, edge to edge, in black on
 * white: the dashboard's navigation and everything else stay on screen, and so does anything
 * inside the target marked with the class `no-print` (its buttons).
 */
export function PrintOnlyStyles({ targetId }: { targetId: string }) {
  const target = `#${targetId}`;
  return (
    <GlobalStyles
      styles={{
        "@media print": {
          // Important: a component's own class would outrank "body *" and show through.
          "body *": { visibility: "hidden !important" },
          [`${target}, ${target} *`]: { visibility: "visible !important" },
          [target]: {
            position: "absolute",
            left: 0,
            top: 0,
            width: "100%",
            border: "none !important",
            boxShadow: "none !important",
            color: "#000",
            background: "#fff",
          },
          ".no-print": { display: "none !important" },
          "@page": { margin: "16mm" },
        },
      }}
    />
  );
}
