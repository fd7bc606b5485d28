import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { ReactNode } from "react";

type Props<T extends string> = {
  /** Prefix of the tab and panel ids, e.g. "admin" → admin-tab-x / admin-panel-x. */
  idPrefix: string;
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's content. */
  children: ReactNode;
};

/** A row of tabs and the one panel of the selected tab, wired for screen readers. */
export function SectionTabs<T extends string>({
  idPrefix,
  label,
  tabs,
  value,
  onChange,
  children,
}: Props<T>) {
  return (
    <>
      <Tabs
        value={value}
        onChange={(_, next: T) => onChange(next)}
        aria-label={label}
        variant="scrollable"
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: "divider",
          "& .MuiTab-root": { textTransform: "none", fontSize: "1rem" },
        }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`${idPrefix}-tab-${t.value}`}
            aria-controls={`${idPrefix}-panel-${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`}>
        {children}
      </Box>
    </>
  );
}
