import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { Event } from "../../../contract/events.ts";
import type { Template } from "../../../contract/invitations.ts";
import { templateCategoryLabels } from "../../lib/invitation-labels.ts";
import { EventSelect } from "./event-select.tsx";
import { TemplatePicture } from "./template-picture.tsx";

type Props = {
  events: Event[];
  templates: Template[] | undefined;
  templatesFailed: boolean;
  eventId: string;
  templateId: string;
  onEventChange: (eventId: string) => void;
  onTemplateChange: (templateId: string) => void;
  /** Edit: an invitation stays with its event. */
  eventLocked: boolean;
};

/** Step 1: which event the invitation is for, and which design it wears. */
export function WizardTemplateStep({
  events,
  templates,
  templatesFailed,
  eventId,
  templateId,
  onEventChange,
  onTemplateChange,
  eventLocked,
}: Props) {
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
          <Alert severity="error" role="alert">
            Failed to load invitation templates
          </Alert>
        ) : !templates ? (
          <Grid container spacing={2} aria-busy="true" aria-label="Loading templates">
            {[0, 1, 2].map((n) => (
              <Grid key={n} size={{ xs: 6, sm: 4, md: 3 }}>
                <Skeleton variant="rounded" sx={{ aspectRatio: "2 / 3", height: "auto" }} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <Grid container spacing={2} role="radiogroup" aria-labelledby="wizard-template-label">
            {templates.map((t) => {
              const checked = t.id === templateId;
              return (
                <Grid key={t.id} size={{ xs: 6, sm: 4, md: 3 }}>
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
                      value={t.id}
                      checked={checked}
                      onChange={() => onTemplateChange(t.id)}
                      aria-label={t.name}
                      sx={{ position: "absolute", opacity: 0, width: 1, height: 1, m: 0 }}
                    />
                    <TemplatePicture template={t} width={240} />
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
                    <Box sx={{ p: 1.5 }}>
                      <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{t.name}</Typography>
                      <Typography variant="body2" sx={{ color: "text.secondary" }}>
                        {templateCategoryLabels[t.category]}
                      </Typography>
                    </Box>
                  </Box>
                </Grid>
              );
            })}
          </Grid>
        )}
      </Box>
    </Stack>
  );
}
