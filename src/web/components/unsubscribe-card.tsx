import UnsubscribeOutlinedIcon from "@mui/icons-material/UnsubscribeOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { GuestPageSection } from "./guest-page-section.tsx";

export type UnsubscribeCardProps = {
  /** Where the button's form posts: opening the page itself changes nothing (link scanners follow GETs). */
  action: string;
  heading: string;
  /** What the button will stop, said before it is pressed. */
  explanation: string;
  button: string;
  /** The result, once the post is done; null while asking. */
  done: string | null;
  /** The heading's level on the page that holds the card. */
  headingLevel?: "h1" | "h2";
};

/**
 * An e-mail's unsubscribe link lands on a card like this one: one button (a plain form post, no
 * script needed) unsubscribes, and the card then states the result. Used by the invitation mails'
 * page and product news.
 */
export function UnsubscribeCard({
  action,
  heading,
  explanation,
  button,
  done,
  headingLevel = "h2",
}: UnsubscribeCardProps) {
  return (
    <GuestPageSection labelledBy="unsubscribe-heading" sx={{ mb: { xs: 0, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <UnsubscribeOutlinedIcon aria-hidden sx={{ color: "secondary.main" }} />
          <Typography id="unsubscribe-heading" component={headingLevel} variant="h6">
            {heading}
          </Typography>
        </Stack>
        {done ? (
          <Alert severity="success" role="status" tabIndex={-1} data-focus>
            {done}
          </Alert>
        ) : (
          <Stack component="form" method="post" action={action} data-enhance="reply" spacing={1.5}>
            <Typography sx={{ color: "text.secondary" }}>{explanation}</Typography>
            <Button type="submit" variant="outlined" sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}>
              {button}
            </Button>
          </Stack>
        )}
      </Stack>
    </GuestPageSection>
  );
}
