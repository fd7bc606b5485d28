import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import type { FormEventHandler, ReactNode } from "react";
import { ErrorAlert } from "./error-alert.tsx";

/**
 * A form of the account pages: its fields stacked, and the server's refusal (if it has one to show)
 * above them as an alert that screen readers announce. The browser's own checks stay off: the zod schema's
 * messages show under each field instead.
 */
export function AlertForm(props: { onSubmit: FormEventHandler; error?: string | null; children: ReactNode }) {
  return (
    <Box component="form" onSubmit={props.onSubmit} noValidate>
      <Stack spacing={2.5}>
        <ErrorAlert message={props.error} />
        {props.children}
      </Stack>
    </Box>
  );
}

/** The form's main button, with a spinner in place of a second click while it submits. */
export function SubmitButton({ submitting, ...props }: ButtonProps & { submitting: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : null}
      {...props}
    />
  );
}
