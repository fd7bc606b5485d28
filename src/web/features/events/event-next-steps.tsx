import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import PersonAddAlt1Icon from "@mui/icons-material/PersonAddAlt1";
import SendOutlinedIcon from "@mui/icons-material/SendOutlined";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import type { Event } from "../../../contract/events.ts";
import { ButtonRow } from "../../components/button-row.tsx";
import { SectionCard } from "../../components/section-card.tsx";
import { runsEvent } from "../../lib/event-roles.ts";
import { useInvitations } from "../../lib/use-invitations.ts";
import { useGuestSummary } from "./use-guest-summary.ts";

/**
 * Whether a new event's page opens with its next steps, and how many guests it has. The page waits
 * for both answers before it shows itself (`loading`), so the card never pushes the page down after it
 * has been drawn; offline, where nothing is fetched, it opens without the card.
 */
export function useNextSteps(event: Event | undefined) {
  const owner = runsEvent(event);
  const guests = useGuestSummary(event?.id ?? "", owner);
  const invitations = useInvitations(event?.id ?? null, owner);
  const loading = owner && (guests.isLoading || invitations.isLoading);
  if (!owner || !guests.data || !invitations.data) return { loading, guestCount: null };
  const guestCount = guests.data.counts.all;
  const invited = invitations.data.some((i) => i.status !== "draft");
  return { loading, guestCount: guestCount > 0 && invited ? null : guestCount };
}

/**
 * The host's next two steps, at the top of a new event's page (issue 34: on a phone they were
 * 1,865 px down, under the banner, the tools and the tabs). Shown until the event has guests and an
 * invitation has gone out (or is scheduled).
 */
export function EventNextSteps({ eventId, guestCount }: { eventId: string; guestCount: number }) {
  return (
    <SectionCard
      id="next-steps"
      title="Next steps"
      intro={
        guestCount === 0
          ? "Add the people you are inviting, then send them the invitation."
          : `${guestCount} guest${guestCount === 1 ? "" : "s"} on the list. Send them the invitation.`
      }
      sx={{ borderColor: "primary.main" }}
    >
      <ButtonRow>
        <Button
          component={RouterLink}
          to={`/dashboard/guests/add/${eventId}`}
          variant={guestCount === 0 ? "contained" : "outlined"}
          startIcon={guestCount === 0 ? <PersonAddAlt1Icon /> : <CheckCircleIcon color="success" />}
        >
          Add guests
        </Button>
        <Button
          component={RouterLink}
          to={`/dashboard/invitations/create?eventId=${eventId}`}
          variant={guestCount === 0 ? "outlined" : "contained"}
          startIcon={<SendOutlinedIcon />}
        >
          Send invitations
        </Button>
      </ButtonRow>
    </SectionCard>
  );
}
