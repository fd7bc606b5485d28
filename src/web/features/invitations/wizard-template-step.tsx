import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { formatEventDateShort } from "../../../contract/event-dates.ts";
import type { Event } from "../../../contract/events.ts";
import type { InvitationDesign, Template } from "../../../contract/invitations.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { EventSelect } from "../../components/event-select.tsx";
import { templateCategoryLabels } from "../../lib/invitation-labels.ts";
import { TemplatePicture, TemplatePicturesLoading } from "./template-picture.tsx";

type Props = {
  events: Event[];
  templates: Template[] | undefined;
  templatesFailed: boolean;
  eventId: string;
  templateId: string | null;
  design: InvitationDesign;
  onEventChange: (eventId: string) => void;
  onTemplateChange: (templateId: string | null) => void;
  onDesignChange: (design: InvitationDesign) => void;
  /** Edit: an invitation stays with its event. */
  eventLocked: boolean;
};

/** The value of the banner's radio; templates' values are their ids. */
const bannerChoice = "event-banner";

/**
 * One design to choose: its art with the event's title and date set over it, as guests will see
 * them (the designs carry no wording of their own).
 */
function DesignChoice({
  value,
  label,
  caption,
  checked,
  onChoose,
  picture,
  event,
}: {
  value: string;
  label: string;
  caption: string;
  checked: boolean;
  onChoose: () => void;
  picture: ReactNode;
  event: Event | undefined;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: "block",
        position: "relative",
        height: "100%",
        cursor: "pointer",
        borderRadius: 3,
        overflow: "hidden",
        border: 2,
        borderColor: checked ? "secondary.main" : "divider",
        bgcolor: "background.paper",
        boxShadow: checked ? 3 : 0,
        transition: "border-color 120ms ease, box-shadow 120ms ease",
        "&:hover": { borderColor: checked ? "secondary.main" : "grey.400" },
        "&:has(input:focus-visible)": {
          outline: 3,
          outlineColor: "accent.main",
          outlineOffset: 2,
        },
      }}
    >
      <Box
        component="input"
        type="radio"
        name="templateId"
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-label={label}
        // Above the picture (positioned too), so the radio itself takes a click as well as its label.
        sx={{ position: "absolute", zIndex: 1, opacity: 0, width: 1, height: 1, m: 0 }}
      />
      {/* Spans throughout: a label may hold phrasing content only (no div or p). */}
      <Box component="span" sx={{ display: "block", position: "relative" }}>
        {picture}
        {event && (
          <Box
            component="span"
            aria-hidden
            sx={{
              display: "block",
              position: "absolute",
              insetInline: 0,
              bottom: 0,
              // A preview on the picture: a tap goes through to the card's radio.
              pointerEvents: "none",
              px: 1.25,
              pt: 4,
              pb: 1.25,
              color: "#ffffff",
              textShadow: "0 1px 2px rgba(0, 0, 0, 0.6)",
              background:
                "linear-gradient(to bottom, rgba(12, 8, 22, 0) 0, rgba(12, 8, 22, 0.62) 28px, rgba(12, 8, 22, 0.82) 100%)",
            }}
          >
            <Typography
              component="span"
              sx={{ display: "block", fontWeight: 800, lineHeight: 1.2, overflowWrap: "anywhere" }}
            >
              {event.title}
            </Typography>
            <Typography variant="caption" component="span" sx={{ display: "block" }}>
              {formatEventDateShort(event.date, event.time)}
            </Typography>
          </Box>
        )}
      </Box>
      {checked && (
        <CheckCircleIcon
          aria-hidden
          sx={{
            position: "absolute",
            top: 8,
            right: 8,
            color: "secondary.main",
            bgcolor: "#ffffff",
            borderRadius: "50%",
          }}
        />
      )}
      <Box component="span" sx={{ display: "block", p: 1.5 }}>
        <Typography component="span" sx={{ display: "block", fontWeight: 700, overflowWrap: "anywhere" }}>
          {label}
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: "block", color: "text.secondary" }}>
          {caption}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Step 1: which event the invitation is for, and which design it wears. An event with a banner
 * offers it first, chosen unless the host picked a template already.
 */
export function WizardTemplateStep({
  events,
  templates,
  templatesFailed,
  eventId,
  templateId,
  design,
  onEventChange,
  onTemplateChange,
  onDesignChange,
  eventLocked,
}: Props) {
  const event = events.find((e) => e.id === eventId);
  const banner = event?.bannerUrl ?? null;
  const bannerChosen = design === "event-banner";

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of event (or of its banner) decides
  useEffect(() => {
    if (banner && !bannerChosen && !templateId) {
      onDesignChange("event-banner");
      onTemplateChange(null);
    } else if (!banner && bannerChosen && event) {
      // The new event has no banner: the host picks a template.
      onDesignChange("template");
    }
  }, [banner, event?.id]);

  const chooseTemplate = (id: string) => {
    onDesignChange("template");
    onTemplateChange(id);
  };

  return (
    <Stack spacing={3}>
      <EventSelect
        events={events}
        value={eventId || null}
        onChange={(id) => id && onEventChange(id)}
        disabled={eventLocked}
        required
        helperText={eventLocked ? "An invitation stays with the event it was made for." : undefined}
      />
      <Box>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: "center", mb: 1.5 }}
        >
          <Typography id="wizard-template-label" component="h3" sx={{ fontWeight: 700 }}>
            Template
          </Typography>
          <Button component={RouterLink} to="/dashboard/invitations/templates/create" size="small">
            Create your own
          </Button>
        </Stack>
        {templatesFailed ? (
          <ErrorAlert message="Failed to load invitation templates" />
        ) : !templates ? (
          <TemplatePicturesLoading size={{ xs: 6, sm: 4, md: 3 }} />
        ) : (
          <Grid container spacing={2} role="radiogroup" aria-labelledby="wizard-template-label">
            {event && banner && (
              <Grid size={{ xs: 6, sm: 4, md: 3 }}>
                <DesignChoice
                  value={bannerChoice}
                  label="Event banner"
                  caption="This event's own picture"
                  checked={bannerChosen}
                  onChoose={() => {
                    onDesignChange("event-banner");
                    onTemplateChange(null);
                  }}
                  event={event}
                  picture={
                    <TemplatePicture
                      template={{ name: "Event banner", previewUrl: banner, accentColor: "#7b3fe4" }}
                      alt={`Banner of ${event.title}`}
                      width={240}
                    />
                  }
                />
              </Grid>
            )}
            {templates.map((t) => (
              <Grid key={t.id} size={{ xs: 6, sm: 4, md: 3 }}>
                <DesignChoice
                  value={t.id}
                  label={t.name}
                  caption={templateCategoryLabels[t.category]}
                  checked={!bannerChosen && t.id === templateId}
                  onChoose={() => chooseTemplate(t.id)}
                  event={event}
                  picture={<TemplatePicture template={t} width={240} />}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
    </Stack>
  );
}
