import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { Link as RouterLink } from "react-router";

/** Why a guest form cannot be used (spec §6 texts), with the way back to the list. */
export function GuestRefusal({ message, backTo }: { message: string; backTo: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Alert severity="error" role="alert" sx={{ alignSelf: "stretch" }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={backTo} variant="contained" startIcon={<ArrowBackIcon />}>
        Back to Guests
      </Button>
    </Stack>
  );
}
