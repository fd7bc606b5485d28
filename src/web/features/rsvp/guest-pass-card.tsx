import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { GuestPass } from "../../../contract/check-in.ts";
import { passQr } from "../../../contract/check-in.ts";
import { nextGuestCardSx } from "./guest-card-styles.ts";

const partyText = (n: number) => (n === 1 ? "Admits 1" : `Admits ${n}: you and ${n - 1} more`);

/**
 * An attending guest's pass on their reply page: the QR code the door scans, their name and party.
 * The code is drawn on the server as SVG and shown as an image, so it needs no script.
 */
export function GuestPassCard({ pass }: { pass: GuestPass | null }) {
  if (!pass) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="pass-heading"
      variant="outlined"
      sx={{ ...nextGuestCardSx, p: { xs: 2.5, sm: 4 }, textAlign: "center" }}
    >
      <Typography id="pass-heading" component="h2" variant="h6">
        Your pass
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Show this code at the door. If your plans change, change your reply: the pass then stops working.
      </Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.qrSvg)}`}
        width={passQr.width}
        height={passQr.width}
        alt={`Check-in pass of ${pass.name}`}
        sx={{ display: "block", mx: "auto", bgcolor: "#fff", borderRadius: 1 }}
      />
      <Typography component="p" variant="h6" sx={{ mt: 1.5 }}>
        {pass.name}
      </Typography>
      <Typography>{partyText(pass.partySize)}</Typography>
    </Paper>
  );
}
