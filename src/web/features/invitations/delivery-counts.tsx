import Box from "@mui/material/Box";
import type { InvitationDetail } from "../../../contract/invitations.ts";
import { StatTile } from "../../components/stat-tile.tsx";

/** How far the invitation got: recipients, sent, failed, and how many replied. */
export function DeliveryCounts({ invitation }: { invitation: InvitationDetail }) {
  const r = invitation.recipients;
  const recipients = { label: "Recipients", value: r.length };
  // Counted by the server: only the guests' own replies, not a status the host set.
  const replied = { label: "Replied", value: invitation.repliedCount };
  // A shared link is not delivered by the app, so only the replies say how it went.
  const counts =
    invitation.type === "link"
      ? [recipients, replied]
      : [
          recipients,
          { label: "Sent", value: r.filter((x) => x.state === "sent").length },
          { label: "Failed", value: r.filter((x) => x.state === "failed").length },
          replied,
        ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: `repeat(${counts.length}, 1fr)` },
      }}
    >
      {counts.map((c) => (
        <StatTile key={c.label} label={c.label} value={c.value} />
      ))}
    </Box>
  );
}
