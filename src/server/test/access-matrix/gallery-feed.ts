import { hostTeam, type MatrixArea, ownerOnly, row } from "../access-matrix-setup.ts";
import { fileForm, pngImage } from "../sample-images.ts";

/** The private event's gallery and feed: its owner's and co-hosts' to read and write. */
export const galleryFeedRows: MatrixArea = (w) => {
  /** A fresh photo in the private event's gallery; its id. */
  async function freshPhoto(): Promise<string> {
    const res = await w.asOwner(`/api/events/${w.privateEvent.id}/gallery`, {
      form: fileForm(await pngImage(), "p.png", "image/png"),
    });
    return ((await res.json()) as { id: string }).id;
  }

  /** A fresh post of the owner on the private event; its id. */
  async function freshPost(): Promise<string> {
    const res = await w.asOwner(`/api/events/${w.privateEvent.id}/feed`, {
      json: { title: "Post", content: "Something to poke at." },
    });
    return ((await res.json()) as { id: string }).id;
  }

  /** A fresh comment of the owner on a fresh post; its id. */
  async function freshComment(): Promise<string> {
    const res = await w.asOwner(`/api/feed/${await freshPost()}/comments`, { json: { text: "A comment" } });
    return ((await res.json()) as { id: string }).id;
  }

  const photo = async () => ({ form: fileForm(await pngImage(), "p.png", "image/png") });
  /** A path on a fresh photo, or a fresh post: `/api/gallery/{id}…`, `/api/feed/{id}…`. */
  const onFreshPhoto =
    (rest = "") =>
    async () =>
      `/api/gallery/${await freshPhoto()}${rest}`;
  const onFreshPost =
    (rest = "") =>
    async () =>
      `/api/feed/${await freshPost()}${rest}`;

  return {
    // The gallery: the event's owner and co-hosts only (guests' photos awaiting approval are the hosts' to judge).
    "GET /api/events/:id/gallery": row(hostTeam(200), w.onPrivateEvent("/gallery")),
    "POST /api/events/:id/gallery": row(hostTeam(201), w.onPrivateEvent("/gallery"), photo),
    "PUT /api/events/:id/gallery/settings": row(hostTeam(200), w.onPrivateEvent("/gallery/settings"), {
      json: { guestUploads: true },
    }),
    "GET /api/events/:id/gallery/download": row(hostTeam(200), w.onPrivateEvent("/gallery/download")),
    "PATCH /api/gallery/:id": row(hostTeam(200), onFreshPhoto(), {
      json: { caption: "Cake", favorite: true },
    }),
    "POST /api/gallery/:id/approve": row(hostTeam(200), onFreshPhoto("/approve")),
    "DELETE /api/gallery/:id": row(hostTeam(204), onFreshPhoto()),
    "GET /api/gallery/:id/original": row(hostTeam(200), onFreshPhoto("/original")),
    // The feed: the event's owner and co-hosts read and write it; deleting is the author's alone (the owner here).
    "GET /api/events/:id/feed": row(hostTeam(200), w.onPrivateEvent("/feed")),
    "POST /api/events/:id/feed": row(hostTeam(201), w.onPrivateEvent("/feed"), {
      json: { title: "News", content: "Doors open at six." },
    }),
    "PUT /api/events/:id/feed/settings": row(hostTeam(200), w.onPrivateEvent("/feed/settings"), {
      json: { guestInteractions: false },
    }),
    "GET /api/events/:id/feed/stream": row(hostTeam(200), w.onPrivateEvent("/feed/stream")),
    "GET /api/feed/:id": row(hostTeam(200), onFreshPost()),
    "DELETE /api/feed/:id": row(ownerOnly(204), onFreshPost()),
    "POST /api/feed/:id/like": row(hostTeam(200), onFreshPost("/like")),
    "POST /api/feed/:id/comments": row(hostTeam(201), onFreshPost("/comments"), { json: { text: "Yay" } }),
    "DELETE /api/feed/comments/:id": row(
      ownerOnly(204),
      async () => `/api/feed/comments/${await freshComment()}`,
    ),
  };
};
