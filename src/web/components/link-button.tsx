import Button, { type ButtonProps } from "@mui/material/Button";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

type Props = Omit<ButtonProps<typeof RouterLink>, "component" | "startIcon"> & {
  to: string;
  icon?: ReactNode;
};

/** A button that goes to another screen of the app (a real link: it opens in a new tab too). */
export function LinkButton({ icon, variant = "outlined", ...props }: Props) {
  return <Button component={RouterLink} variant={variant} startIcon={icon} {...props} />;
}
