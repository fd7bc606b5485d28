import Link from "@mui/material/Link";

/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: "absolute",
        left: 8,
        top: -48,
        zIndex: (t) => t.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "primary.main",
        color: "primary.contrastText",
        "&:focus": { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
