import DownloadIcon from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the code encodes, printed under it as a link too. */
  value: string;
  caption: string;
  /** The PNG's name when downloaded. */
  fileName: string;
};

const size = 250;

/** A scannable QR code of a link, with the link itself and a PNG download. */
export function QrCodeDialog({ open, onClose, title, value, caption, fileName }: Props) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setFailed(false);
    // Loaded on first use: most visits never open the dialog.
    import("qrcode")
      .then((QRCode) => QRCode.toDataURL(value, { width: size, errorCorrectionLevel: "H", margin: 4 }))
      .then((url) => {
        if (current) setDataUrl(url);
      })
      .catch((error: unknown) => {
        console.error("QR code generation failed", error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [open, value]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ textAlign: "center" }}>
        <Box sx={{ width: size, height: size, mx: "auto", display: "grid", placeItems: "center" }}>
          {dataUrl ? (
            <Box
              component="img"
              src={dataUrl}
              width={size}
              height={size}
              alt={`QR code for ${value}`}
              sx={{ display: "block" }}
            />
          ) : failed ? (
            <Typography color="error">The QR code could not be drawn. Please try again.</Typography>
          ) : (
            <CircularProgress aria-label="Drawing the QR code" />
          )}
        </Box>
        <Typography sx={{ mt: 2 }}>{caption}</Typography>
        <Link href={value} sx={{ display: "inline-block", mt: 1, wordBreak: "break-all" }}>
          {value}
        </Link>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        {dataUrl && (
          <Button
            component="a"
            href={dataUrl}
            download={fileName}
            variant="contained"
            startIcon={<DownloadIcon />}
          >
            Download
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
