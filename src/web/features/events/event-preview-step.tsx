import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { UseFormReturn } from "react-hook-form";
import { EventBanner } from "./event-banner.tsx";
import { type EventField, type EventFormValues, fieldLabels } from "./event-form-values.ts";
import { EventSummary } from "./event-summary.tsx";

type Props = {
  form: UseFormReturn<EventFormValues>;
  bannerPreviewUrl: string | null;
  hostName: string;
};

/** Step 2, 'Preview': the event as guests will see it, and what still needs fixing. */
export function EventPreviewStep({ form, bannerPreviewUrl, hostName }: Props) {
  const values = form.watch();
  const errors = Object.entries(form.formState.errors).flatMap(([name, error]) =>
    error?.message ? [{ name: name as EventField, message: error.message }] : [],
  );

  return (
    <Stack spacing={3}>
      {errors.length > 0 && (
        <Alert severity="error" role="alert">
          Please fix the errors before submitting the event.
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {errors.map(({ name, message }) => (
              <li key={name}>
                {fieldLabels[name] ?? name}: {message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: "hidden", borderRadius: 3 }}>
        <EventBanner src={bannerPreviewUrl} alt={`Banner for ${values.title}`} />
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <EventSummary event={values} headingLevel="h3" hostName={hostName} />
          <Typography component="h4" variant="h6" sx={{ mt: 3, mb: 1 }}>
            About this event
          </Typography>
          <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {values.description}
          </Typography>
        </Box>
      </Paper>
    </Stack>
  );
}
