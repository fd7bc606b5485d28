import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  legend: string;
  /** The server's message for the group, shown under it and linked to its inputs by errorId. */
  error?: string;
  errorId: string;
  className?: string;
  children: ReactNode;
};

/** A group of native inputs under one legend (radio choices, a list of names). */
export function FieldSet({ legend, error, errorId, className, children }: Props) {
  return (
    <Box component="fieldset" className={className} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      {children}
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
