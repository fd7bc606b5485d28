import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { InvitationPage } from "../../../contract/invitations.ts";

const withWidth = (url: string, width: number) => `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
const fonts = {
  classic: "Georgia, 'Times New Roman', serif",
  elegant: "Georgia, 'Times New Roman', serif",
  modern: "inherit",
} as const;

/** The invitation itself: the template's picture on top, then its title and the host's message. */
export function InviteCard({ invitation }: { invitation: InvitationPage }) {
  const template = invitation.template;
  const accent = template && /^#[0-9a-f]{6}$/i.test(template.accentColor) ? template.accentColor : "#d6246e";
  return (
    <Box sx={{ borderTop: 6, borderColor: accent }}>
      {template?.previewUrl && (
        // On wide screens the portrait sits on a faint wash of the template's colour.
        <Box sx={{ bgcolor: `${accent}14`, display: "flex", justifyContent: "center" }}>
          <Box
            component="img"
            // The designs are 1200x1800 portraits: phones take the 640 px file, wide screens 1280.
            src={withWidth(template.previewUrl, 640)}
            srcSet={`${withWidth(template.previewUrl, 640)} 640w, ${withWidth(template.previewUrl, 1280)} 1280w`}
            sizes="(min-width: 600px) 480px, 100vw"
            alt=""
            width={1200}
            height={1800}
            fetchPriority="high"
            sx={{ display: "block", width: { xs: "100%", sm: 480 }, height: "auto", aspectRatio: "2 / 3" }}
          />
        </Box>
      )}
      <Stack spacing={2} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{
            fontWeight: 800,
            overflowWrap: "anywhere",
            fontFamily: fonts[template?.style ?? "modern"],
          }}
        >
          {invitation.title}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.75 }}>
          {invitation.message}
        </Typography>
      </Stack>
    </Box>
  );
}
