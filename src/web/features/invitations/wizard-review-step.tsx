import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatEventDateShort } from "../../../contract/event-dates.ts";
import type { Event } from "../../../contract/events.ts";
import type { GuestContact } from "../../../contract/guests.ts";
import type { Template } from "../../../contract/invitations.ts";
import { FutureDateTimeField } from "../../components/future-date-time-field.tsx";
import { typeExplanations, typeLabels } from "../../lib/invitation-labels.ts";
import { InvitationFact, InvitationFacts } from "./invitation-fact.tsx";
import { InvitationPreview } from "./invitation-preview.tsx";
import { ReviewPanel } from "./review-panel.tsx";
import { TemplatePicture } from "./template-picture.tsx";
import type { WizardValues } from "./wizard-values.ts";

type Props = {
  values: WizardValues;
  event: Event | undefined;
  template: Template | undefined;
  /** The chosen guests, whom the preview can be seen as. */
  recipients: GuestContact[];
  schedule: {
    value: string;
    onChange: (value: string) => void;
    error: string | null;
    onSchedule: () => void;
    busy: boolean;
    disabled: boolean;
  };
};

/** Step 4: the invitation as it will go out, and when: now, later (e-mail), or saved for later. */
export function WizardReviewStep({ values, event, template, recipients, schedule }: Props) {
  const n = values.guestIds.length;
  // A banner design wears the event's own picture.
  const banner = values.design === "event-banner" ? (event?.bannerUrl ?? null) : null;
  const design = banner ? { name: "Event banner", previewUrl: banner, accentColor: "#7b3fe4" } : template;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <Box
          sx={{ width: { xs: 180, sm: 200 }, flexShrink: 0, alignSelf: { xs: "center", sm: "flex-start" } }}
        >
          <Paper variant="outlined" sx={{ overflow: "hidden", borderRadius: 2 }}>
            <TemplatePicture
              template={design ?? null}
              alt={banner && event ? `Banner of ${event.title}` : undefined}
              width={200}
            />
          </Paper>
          {design && (
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 1, textAlign: "center" }}>
              {design.name}
            </Typography>
          )}
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h3" variant="h5" sx={{ overflowWrap: "anywhere" }}>
            {values.title}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.7 }}>
            {values.message}
          </Typography>
          <InvitationFacts pt={1}>
            <InvitationFact label="Event">
              {event ? `${event.title} · ${formatEventDateShort(event.date, event.time)}` : ""}
            </InvitationFact>
            <InvitationFact label="Recipients">
              {n} guest{n === 1 ? "" : "s"}
            </InvitationFact>
            <InvitationFact label="Type">
              {typeLabels[values.type]}
              <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
                {typeExplanations[values.type]}
              </Typography>
            </InvitationFact>
          </InvitationFacts>
        </Stack>
      </Stack>

      <InvitationPreview values={values} recipients={recipients} />

      <ReviewPanel headingId="schedule-heading" title="Schedule for later">
        {values.type === "email" ? (
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={1.5}
            sx={{ alignItems: { sm: "flex-start" } }}
          >
            <FutureDateTimeField
              label="Send at"
              name="scheduledDate"
              value={schedule.value}
              onChange={schedule.onChange}
              error={schedule.error}
              helperText="The e-mails go out at this time, even if you close the app."
              disabled={schedule.disabled}
            />
            <Button
              variant="outlined"
              onClick={schedule.onSchedule}
              loading={schedule.busy}
              disabled={schedule.disabled}
              sx={{ flexShrink: 0, minHeight: 56 }}
            >
              Schedule
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Only e-mail invitations can be scheduled: WhatsApp messages and links are sent by you, whenever
            you like.
          </Typography>
        )}
      </ReviewPanel>
    </Stack>
  );
}
