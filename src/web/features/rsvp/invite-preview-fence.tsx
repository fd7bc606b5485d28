import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";

// The controls the fieldset turns off keep MUI's colours, which MUI greys only for its own disabled prop.
const offLook = { opacity: 0.55, cursor: "not-allowed" } as const;

/**
 * The host's preview of an invitation not yet sent (/invite-preview): the page as the guest will see
 * it, under a banner that says so. A disabled fieldset turns every form control inside off, without
 * JavaScript too, so nothing can be posted to an invitation that does not exist yet.
 */
export function InvitePreviewFence({ preview, children }: { preview: boolean; children: ReactNode }) {
  if (!preview) return children;
  return (
    <>
      <Alert severity="info" role="status" sx={{ borderRadius: 0, mb: { sm: 2 } }}>
        Preview: this is how the invitation will look. Replies, photos and comments are off here; nothing is
        sent or saved.
      </Alert>
      <Box
        component="fieldset"
        disabled
        sx={{
          border: 0,
          m: 0,
          p: 0,
          minWidth: 0,
          "& :is(button, textarea, select, input:not([type=radio], [type=checkbox])):disabled": offLook,
        }}
      >
        {children}
      </Box>
    </>
  );
}
