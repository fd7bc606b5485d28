import type { LoadedPage } from "./guest-pages.ts";

const description = "Stop product news e-mails from EventHub.";

/** The page a product news e-mail's unsubscribe link opens: asking first, then done. */
export function newsUnsubscribePage(token: string, done: boolean): LoadedPage {
  return {
    page: { kind: "news-unsubscribe", token, done },
    status: 200,
    meta: { title: "Unsubscribe from product news", description },
  };
}

/** A token no news e-mail carried: said plainly (404), nothing changed. */
export function newsLinkNotValidPage(): LoadedPage {
  return {
    page: {
      kind: "problem",
      pageName: "Unsubscribe",
      title: "This unsubscribe link is not valid",
      description:
        "Check that the whole link from the e-mail was opened. You can also turn product news off in your profile's notification settings.",
      icon: "link",
    },
    status: 404,
    meta: { title: "Unsubscribe", description },
  };
}
