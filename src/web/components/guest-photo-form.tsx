import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type GuestPhotoState, galleryAccept, guestUploadMaxFiles } from "../../contract/gallery.ts";
import { ErrorAlert } from "./error-alert.tsx";

type Props = { pagePath: string; state: Extract<GuestPhotoState, { enabled: true }> };

/**
 * A guest adds photos from their personal page: a plain multipart form, so it works without
 * script on any phone. The photos wait for the host's approval, which the text says up front.
 */
export function GuestPhotoForm({ pagePath, state }: Props) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <AddPhotoAlternateOutlinedIcon aria-hidden sx={{ color: "secondary.main" }} />
        <Typography id="photos-heading" component="h2" variant="h6">
          Share your photos
        </Typography>
      </Stack>
      <Typography sx={{ color: "text.secondary" }}>
        Add up to {guestUploadMaxFiles} photos or short videos at a time. The host sees them first; once
        approved they join the event's gallery. Location data is removed from every file.
      </Typography>
      {state.sent && (
        <Alert severity="success" role="status">
          {state.sent}
        </Alert>
      )}
      <ErrorAlert message={state.problem} />
      <Stack
        component="form"
        method="post"
        action={`${pagePath}/photos`}
        encType="multipart/form-data"
        spacing={1.5}
      >
        <Box
          component="input"
          type="file"
          name="file"
          id="guest-photos"
          multiple
          required
          accept={galleryAccept}
          aria-labelledby="photos-heading"
          sx={{
            font: "inherit",
            p: 1.5,
            border: 1,
            borderColor: "divider",
            borderRadius: 2,
            bgcolor: "background.default",
            maxWidth: "100%",
          }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
        >
          Upload photos
        </Button>
      </Stack>
    </Stack>
  );
}
