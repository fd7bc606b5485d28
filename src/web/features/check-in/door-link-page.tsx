import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useCallback, useState } from "react";
import { useParams } from "react-router";
import { doorLinkMessages } from "../../../contract/door-links.ts";
import { DoorScreen } from "./door-screen.tsx";
import { useDoorSummary } from "./use-door.ts";

const pageSx = { p: { xs: 2, sm: 3 }, maxWidth: 640, mx: "auto" } as const;

/**
 * /door/:secret: door mode through a door link, for a helper without an account. The link opens
 * this event's door and nothing else; once the host revokes it (or it expires) the page says so.
 */
export default function DoorLinkPage() {
  const { secret = "" } = useParams();
  const [gone, setGone] = useState(false);
  const onGone = useCallback(() => setGone(true), []);
  const summary = useDoorSummary({ secret }, !gone);
  const title = summary.data?.title;

  if (gone) {
    return (
      <Box sx={pageSx}>
        <title>Door link · EventHub</title>
        <Alert severity="error" role="alert">
          <AlertTitle>Door link</AlertTitle>
          {doorLinkMessages.gone}
        </Alert>
      </Box>
    );
  }
  return (
    <Box sx={pageSx}>
      <title>{title ? `Door: ${title} · EventHub` : "Door · EventHub"}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title ? `Check-in: ${title}` : "Check-in"}
      </Typography>
      <DoorScreen source={{ secret }} onGone={onGone} />
    </Box>
  );
}
