import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { LinkButton } from "../../components/link-button.tsx";

/** Why a guest form cannot be used (spec §6 texts), with the way back to the list. */
export function GuestRefusal({ message, backTo }: { message: string; backTo: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Alert severity="error" role="alert" sx={{ alignSelf: "stretch" }}>
        {message}
      </Alert>
      <LinkButton to={backTo} variant="contained" icon={<ArrowBackIcon />}>
        Back to Guests
      </LinkButton>
    </Stack>
  );
}
