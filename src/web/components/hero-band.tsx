import Box from "@mui/material/Box";
import Container, { type ContainerProps } from "@mui/material/Container";
import type { ReactNode } from "react";

type Props = {
  /** The width of the page below, so the heading lines up with its content. */
  maxWidth: ContainerProps["maxWidth"];
  /** The room above and below the heading; the content card below overlaps the bottom of the band. */
  pt: { xs: number; md: number };
  pb: { xs: number; md: number };
  children: ReactNode;
};

/** The dark brand gradient behind the heading of a public page (text pages, the events list). */
export function HeroBand({ maxWidth, pt, pb, children }: Props) {
  return (
    <Box sx={{ background: "linear-gradient(135deg, #1a2a4f 0%, #3d2a8a 100%)", color: "#ffffff", pt, pb }}>
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
