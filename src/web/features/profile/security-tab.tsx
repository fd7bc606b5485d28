import Stack from "@mui/material/Stack";
import { PasswordForm } from "./password-form.tsx";
import { SessionsSection } from "./sessions-section.tsx";

export function SecurityTab() {
  return (
    <Stack spacing={2.5}>
      <PasswordForm />
      <SessionsSection />
    </Stack>
  );
}
