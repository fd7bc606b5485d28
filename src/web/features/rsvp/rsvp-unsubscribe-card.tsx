import { UnsubscribeCard } from "../../components/unsubscribe-card.tsx";

/**
 * The footer link of an invitation e-mail lands here (?unsubscribe=1): one button (a form post)
 * stops further invitation e-mails to this guest. Opening the link itself changes nothing, so a
 * mail scanner that follows links cannot unsubscribe anyone.
 */
export function RsvpUnsubscribeCard({ pagePath, done }: { pagePath: string; done: boolean }) {
  return (
    <UnsubscribeCard
      action={`${pagePath}/unsubscribe`}
      heading="Stop e-mails about this event's invitations"
      explanation="The host will not be able to e-mail you invitations or reminders for this event any more."
      button="Stop these e-mails"
      done={
        done
          ? "Done: you will get no more invitation e-mails about this event. You can still reply below."
          : null
      }
    />
  );
}
