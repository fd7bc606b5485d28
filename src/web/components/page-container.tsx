import type { ContainerProps } from "@mui/material/Container";
import Container from "@mui/material/Container";

/** The usual page width and vertical rhythm, tighter on phones. */
export function PageContainer({ sx, maxWidth = "lg", ...rest }: ContainerProps) {
  return (
    <Container
      maxWidth={maxWidth}
      sx={[{ py: { xs: 3, md: 6 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    />
  );
}
