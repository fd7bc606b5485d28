import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import PersonOutlinedIcon from "@mui/icons-material/PersonOutlined";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import PublicIcon from "@mui/icons-material/Public";
import ScheduleIcon from "@mui/icons-material/Schedule";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatEventDateLong } from "../../../contract/event-dates.ts";
import { timeZoneNote } from "../../lib/event-date-format.ts";

type Props = {
  /** A saved event, or the wizard's values while it is being written. */
  event: { title: string; date: string; time: string; timeZone: string; location: string; isPublic: boolean };
  /** Left out where the viewer is the host. */
  hostName?: string;
  headingLevel?: "h1" | "h2" | "h3";
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: "flex-start", color: "text.secondary" }}>
      {icon}
      <Typography component="div" sx={{ color: "text.primary", overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Title, long date and time (with the host's zone when the viewer is elsewhere), place and host. */
export function EventSummary({ event, hostName, headingLevel = "h1" }: Props) {
  const { title, date, time, timeZone, location, isPublic } = event;
  const zone = timeZoneNote(timeZone, date, time);
  return (
    <Stack spacing={1.5}>
      <Chip
        icon={isPublic ? <PublicIcon /> : <LockOutlinedIcon />}
        label={isPublic ? "Public" : "Private"}
        size="small"
        color={isPublic ? "secondary" : "default"}
        sx={{ alignSelf: "flex-start", fontWeight: 600 }}
      />
      <Typography
        component={headingLevel}
        variant={headingLevel === "h1" ? "h4" : "h5"}
        sx={{ fontWeight: 800, overflowWrap: "anywhere" }}
      >
        {title}
      </Typography>
      <Stack spacing={1}>
        <Line icon={<ScheduleIcon aria-hidden />}>
          {formatEventDateLong(date, time)}
          {zone && (
            <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
              {zone.label}
            </Typography>
          )}
        </Line>
        <Line icon={<PlaceOutlinedIcon aria-hidden />}>{location}</Line>
        {hostName && <Line icon={<PersonOutlinedIcon aria-hidden />}>Hosted by {hostName}</Line>}
      </Stack>
    </Stack>
  );
}
