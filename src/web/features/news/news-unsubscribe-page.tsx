import Container from "@mui/material/Container";
import type { GuestPage } from "../../../contract/guest-pages.ts";
import { UnsubscribeCard } from "../../components/unsubscribe-card.tsx";

/**
 * Where a product news e-mail's unsubscribe link lands, without signing in: the page says what the
 * button does, and only the button's post unsubscribes (a link scanner's GET changes nothing).
 */
export function NewsUnsubscribePage({ page }: { page: Extract<GuestPage, { kind: "news-unsubscribe" }> }) {
  return (
    <Container maxWidth="sm" disableGutters sx={{ pt: { xs: 0, sm: 6 }, pb: { xs: 4, sm: 6 } }}>
      <UnsubscribeCard
        headingLevel="h1"
        action={`/news/unsubscribe/${encodeURIComponent(page.token)}`}
        heading="Stop product news from EventHub"
        explanation="You will get no more e-mails about new EventHub features and offers. E-mails about your account and your events still arrive."
        button="Unsubscribe"
        done={
          page.done
            ? "Done: you will get no more product news from EventHub. You can turn it back on in your profile's notification settings."
            : null
        }
      />
    </Container>
  );
}
