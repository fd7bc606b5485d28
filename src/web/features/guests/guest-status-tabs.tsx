import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { GuestCounts, GuestStatus } from "../../../contract/guests.ts";

type Props = {
  value: GuestStatus | null;
  counts: GuestCounts | undefined;
  /** The Waitlist tab only matters when the event has a capacity or a waitlist. */
  showWaitlist: boolean;
  onChange: (status: GuestStatus | null) => void;
};

const tabs: { status: GuestStatus | null; label: string; count: keyof GuestCounts }[] = [
  { status: null, label: "All", count: "all" },
  { status: "invited", label: "Invited", count: "invited" },
  { status: "confirmed", label: "Confirmed", count: "confirmed" },
  { status: "declined", label: "Declined", count: "declined" },
  { status: "maybe", label: "Maybe", count: "maybe" },
  { status: "waitlisted", label: "Waitlist", count: "waitlisted" },
];

/** All, Invited, Confirmed, Declined, Maybe (and Waitlist), each with its live count. */
export function GuestStatusTabs({ value, counts, showWaitlist, onChange }: Props) {
  const visible = tabs.filter((t) => t.status !== "waitlisted" || showWaitlist || value === "waitlisted");
  return (
    <Tabs
      value={value ?? "all"}
      onChange={(_, next: string) => onChange(next === "all" ? null : (next as GuestStatus))}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Guest status"
      sx={{ borderBottom: 1, borderColor: "divider" }}
    >
      {visible.map((tab) => (
        <Tab
          key={tab.label}
          value={tab.status ?? "all"}
          sx={{ minHeight: 48, textTransform: "none", fontWeight: 600 }}
          label={
            <span>
              {tab.label}{" "}
              <Box
                component="span"
                sx={{
                  ml: 0.5,
                  px: 1,
                  py: 0.25,
                  borderRadius: 5,
                  fontSize: "0.8rem",
                  bgcolor: value === tab.status ? "primary.main" : "action.selected",
                  color: value === tab.status ? "primary.contrastText" : "text.primary",
                }}
              >
                {counts ? counts[tab.count] : "–"}
              </Box>
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
