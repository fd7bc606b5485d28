import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { RsvpView } from "../../../contract/rsvp.ts";
import { GuestReplyForm } from "../../components/guest-reply-form.tsx";
import { useOpenInviteReply } from "./use-invite-view.ts";

type Props = { code: string; view: RsvpView };

/** The reply form of a shared invitation link: who you are, then the usual reply. */
export function InviteOpenReply({ code, view }: Props) {
  const send = useOpenInviteReply(code);
  return (
    <Stack spacing={2.5}>
      <Typography id="reply-heading" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
        Will you join?
      </Typography>
      <GuestReplyForm askIdentity form={view.form} guest={null} onSubmit={send.mutateAsync} />
    </Stack>
  );
}
