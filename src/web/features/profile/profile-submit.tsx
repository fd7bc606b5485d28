import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";

type Props = Pick<ButtonProps, "variant" | "disabled" | "children"> & { busy: boolean };

/** A profile form's button: under the fields at its own width, busy while the form saves. */
export function ProfileSubmit({ busy, variant = "contained", ...props }: Props) {
  return (
    <Box>
      <Button type="submit" variant={variant} loading={busy} {...props} />
    </Box>
  );
}
