import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { UseFormReturn } from "react-hook-form";
import { ImageDropZone } from "../../components/image-drop-zone.tsx";
import { SwitchField } from "../../components/switch-field.tsx";
import { eventFieldProps } from "./event-field-props.ts";
import type { EventFormValues } from "./event-form-values.ts";

type Props = {
  form: UseFormReturn<EventFormValues>;
  bannerPreviewUrl: string | null;
  onBannerSelect: (file: File) => void;
  onBannerRemove: () => void;
};

/** Step 0, 'Basic Information': title, description, visibility and the optional banner. */
export function EventBasicsStep({ form, bannerPreviewUrl, onBannerSelect, onBannerRemove }: Props) {
  return (
    <Stack spacing={3}>
      <TextField label="Event Title" required fullWidth {...eventFieldProps(form, "title")} />
      <TextField
        label="Description"
        required
        fullWidth
        multiline
        minRows={4}
        {...eventFieldProps(form, "description", "Tell guests what to expect (at least 10 characters).")}
      />
      <SwitchField
        control={form.control}
        name="isPublic"
        label="Public event"
        hint={(isPublic) =>
          isPublic
            ? "Listed on the public events page; anyone with the link can see it."
            : "Only you can see this event."
        }
      />
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Banner image
        </Typography>
        <ImageDropZone
          label="Banner image"
          previewUrl={bannerPreviewUrl}
          onSelect={onBannerSelect}
          onRemove={onBannerRemove}
          hint="Optional. A wide picture (about 16:9) looks best."
        />
      </div>
    </Stack>
  );
}
