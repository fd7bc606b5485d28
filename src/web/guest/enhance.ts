// The guest pages' only script. The server renders these pages whole and their forms post to it,
// so everything works without this file; with it, a reply is sent without a page load and the
// answer appears where the guest is looking. It swaps in the page the server answers with: the
// same markup a browser without script would show, so there is one rendering of every state.

/** Whether this page has put an entry of its own in the history (see popstate below). */
let pushed = false;
const failed = "Failed to save your reply. Please try again.";

function showFailure(form: HTMLFormElement) {
  form.querySelector("[data-enhance-failure]")?.remove();
  const note = document.createElement("p");
  note.setAttribute("role", "alert");
  note.setAttribute("data-enhance-failure", "");
  note.style.cssText = "color:#c62828;font-weight:600;margin:0";
  note.textContent = failed;
  form.querySelector("button[type='submit']")?.parentElement?.before(note);
}

/** Puts the answered page in place of this one: its main content, stylesheet and title. */
function swapIn(html: string, url: string, push: boolean) {
  const next = new DOMParser().parseFromString(html, "text/html");
  const nextMain = next.getElementById("main-content");
  const main = document.getElementById("main-content");
  if (!nextMain || !main) {
    window.location.assign(url);
    return;
  }
  const nextStyle = next.querySelector("style[data-guest-css]");
  const style = document.querySelector("style[data-guest-css]");
  if (nextStyle && style) style.textContent = nextStyle.textContent;
  main.replaceChildren(...Array.from(nextMain.childNodes, (node) => document.adoptNode(node)));
  document.title = next.title;
  if (push) {
    history.pushState(null, "", url);
    pushed = true;
  }
  // The thanks (or the first field to fix, or the reply's heading) takes focus, which scrolls it
  // into view and has screen readers read it.
  const target =
    main.querySelector<HTMLElement>("[data-focus]") ??
    main.querySelector<HTMLElement>("[aria-invalid='true']") ??
    main.querySelector<HTMLElement>("#reply-heading");
  if (target) {
    if (!target.hasAttribute("tabindex") && !/^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(target.tagName)) {
      target.setAttribute("tabindex", "-1");
    }
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "center" });
  }
}

async function send(form: HTMLFormElement) {
  if (form.getAttribute("aria-busy") === "true") return;
  form.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { accept: "text/html" },
      credentials: "same-origin",
    });
    if (!(response.headers.get("content-type") ?? "").includes("text/html"))
      throw new Error(String(response.status));
    swapIn(await response.text(), response.url || form.action, false);
  } catch {
    form.removeAttribute("aria-busy");
    showFailure(form);
  }
}

async function open(link: HTMLAnchorElement) {
  try {
    const response = await fetch(link.href, { headers: { accept: "text/html" }, credentials: "same-origin" });
    swapIn(await response.text(), link.href, true);
  } catch {
    window.location.assign(link.href);
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.dataset.enhance !== "reply" || event.defaultPrevented)
    return;
  event.preventDefault();
  void send(form);
});

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("a[data-enhance='reply']");
  if (!(link instanceof HTMLAnchorElement)) return;
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  event.preventDefault();
  void open(link);
});

// Back and Forward across 'Change reply' load the page as it is at that address (jumps to an
// anchor on the page, such as #reply, stay jumps).
window.addEventListener("popstate", () => {
  if (pushed) window.location.reload();
});
