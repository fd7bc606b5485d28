import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Stack from "@mui/material/Stack";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { LinkButton } from "../../components/link-button.tsx";

/** Why a guest form cannot be used (spec §6 texts), with the way back to the list. */
export function GuestRefusal({ message, backTo }: { message: string; backTo: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <ErrorAlert message={message} sx={{ alignSelf: "stretch" }} />
      <LinkButton to={backTo} variant="contained" icon={<ArrowBackIcon />}>
        Back to Guests
      </LinkButton>
    </Stack>
  );
}
