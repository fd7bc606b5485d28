import GlobalStyles from "@mui/material/GlobalStyles";

/**
 * The receipt page's print stylesheet: only the receipt is printed, edge to edge, in black on
 * white; the dashboard's navigation and the page's buttons stay on screen.
 */
export function ReceiptPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        "@media print": {
          "body *": { visibility: "hidden" },
          "#receipt, #receipt *": { visibility: "visible" },
          "#receipt": {
            position: "absolute",
            left: 0,
            top: 0,
            width: "100%",
            border: "none !important",
            boxShadow: "none !important",
            color: "#000",
            background: "#fff",
          },
          ".receipt-no-print": { display: "none !important" },
          "@page": { margin: "16mm" },
        },
      }}
    />
  );
}
