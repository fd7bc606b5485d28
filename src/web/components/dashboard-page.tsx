import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { DashboardPageHeader, type DashboardPageHeaderProps } from "./dashboard-page-header.tsx";

type Props = Partial<DashboardPageHeaderProps> & {
  /** The widest the page grows, in px; forms stay narrow, lists and boards wide. */
  width: number;
  /** The browser tab's title, before " · EventHub"; the h1 title when not given (none: the tab keeps the last one). */
  tabTitle?: string;
  /** While the page's data loads, so screen readers wait for it. */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The frame of a dashboard screen: its width and padding, the browser tab's title and, when a
 * title is given, the h1 row. Pages without a title draw their own heading.
 */
export function DashboardPage({ width, tabTitle, busy, children, ...header }: Props) {
  const { title } = header;
  const tab = tabTitle ?? title;
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 }, maxWidth: width, mx: "auto" }} aria-busy={busy || undefined}>
      {tab !== undefined && <title>{`${tab} · EventHub`}</title>}
      {title !== undefined && <DashboardPageHeader {...header} title={title} />}
      {children}
    </Box>
  );
}
