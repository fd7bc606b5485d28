import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CheckCircleOutlinedIcon from "@mui/icons-material/CheckCircleOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useNavigate, useParams } from "react-router";
import { peopleMessages, personRoleLabels } from "../../../contract/people.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useCurrentUser } from "../../lib/current-user.ts";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";
import { useAcceptInvitation, usePlaceInvitation } from "./use-people.ts";

/**
 * /dashboard/join/:token: the invitation mail's link. The dashboard's gate has the visitor sign in
 * (or sign up) first and brings them back; accepting needs the invited address.
 */
export default function JoinPage() {
  const { token = "" } = useParams();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const invitation = usePlaceInvitation(token);
  const accept = useAcceptInvitation(token);

  async function onAccept() {
    try {
      const place = await accept.mutateAsync();
      enqueueSnackbar(peopleMessages.accepted(invitation.data?.eventTitle ?? "the event"), {
        variant: "success",
      });
      navigate(place.role === "door" ? "/dashboard/events" : `/dashboard/events/${place.eventId}`);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  const inv = invitation.data;
  return (
    <DashboardPage width={640} title="Help run an event" tabTitle="Invitation">
      {invitation.isPending && (
        <Skeleton variant="rounded" height={220} aria-label="Loading the invitation" />
      )}
      {invitation.isError && (
        <Alert severity="error" role="alert">
          {invitation.error instanceof ApiError ? invitation.error.message : "Failed to load data"}
        </Alert>
      )}
      {inv && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack spacing={2}>
            <Typography component="h2" variant="h5" sx={{ overflowWrap: "anywhere" }}>
              {inv.eventTitle}
            </Typography>
            <Typography sx={{ color: "text.secondary" }}>
              {formatEventWhenShort(inv.eventDate, inv.eventTime, inv.eventTimeZone)}
            </Typography>
            <Typography>
              <strong>{inv.hostName}</strong> invited <strong>{inv.email}</strong> to help run this event as{" "}
              <strong>{personRoleLabels[inv.role].toLowerCase()}</strong>.
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {inv.role === "cohost"
                ? "A co-host does everything with the event that its host does (details, guests, invitations, messages, photos, check-in), except delete it, pay for it or manage its people."
                : "Door staff check guests in at the door."}
            </Typography>
            {inv.acceptedByYou ? (
              <>
                <Alert severity="success" icon={<CheckCircleOutlinedIcon />}>
                  You already help run this event.
                </Alert>
                <LinkButton
                  to={inv.role === "door" ? "/dashboard/events" : `/dashboard/events/${inv.eventId}`}
                  variant="contained"
                  icon={<ArrowForwardIcon />}
                >
                  Open the event
                </LinkButton>
              </>
            ) : inv.status === "accepted" ? (
              <Alert severity="warning">{peopleMessages.acceptedBySomeoneElse}</Alert>
            ) : !inv.emailMatches ? (
              <Alert severity="warning" role="alert">
                {peopleMessages.wrongAccount(inv.email, user?.email ?? "another account")}
              </Alert>
            ) : (
              <>
                {accept.isError && (
                  <Alert severity="error" role="alert">
                    {accept.error instanceof ApiError ? accept.error.message : "Something went wrong"}
                  </Alert>
                )}
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => void onAccept()}
                  loading={accept.isPending}
                >
                  Accept invitation
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </DashboardPage>
  );
}
