import { hostTeam, type MatrixArea, ownerOnly } from "../access-matrix-setup.ts";
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

  return {
    // The gallery: the event's owner and co-hosts only (guests' photos awaiting approval are the hosts' to judge).
    "GET /api/events/:id/gallery": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/gallery` }),
    },
    "POST /api/events/:id/gallery": {
      expect: hostTeam(201),
      call: async () => ({
        method: "POST",
        path: `/api/events/${w.privateEvent.id}/gallery`,
        form: fileForm(await pngImage(), "p.png", "image/png"),
      }),
    },
    "PUT /api/events/:id/gallery/settings": {
      expect: hostTeam(200),
      call: async () => ({
        method: "PUT",
        path: `/api/events/${w.privateEvent.id}/gallery/settings`,
        json: { guestUploads: true },
      }),
    },
    "GET /api/events/:id/gallery/download": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/gallery/download` }),
    },
    "PATCH /api/gallery/:id": {
      expect: hostTeam(200),
      call: async () => ({
        method: "PATCH",
        path: `/api/gallery/${await freshPhoto()}`,
        json: { caption: "Cake", favorite: true },
      }),
    },
    "POST /api/gallery/:id/approve": {
      expect: hostTeam(200),
      call: async () => ({ method: "POST", path: `/api/gallery/${await freshPhoto()}/approve` }),
    },
    "DELETE /api/gallery/:id": {
      expect: hostTeam(204),
      call: async () => ({ method: "DELETE", path: `/api/gallery/${await freshPhoto()}` }),
    },
    "GET /api/gallery/:id/original": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/gallery/${await freshPhoto()}/original` }),
    },
    // The feed: the event's owner and co-hosts read and write it; deleting is the author's alone (the owner here).
    "GET /api/events/:id/feed": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/feed` }),
    },
    "POST /api/events/:id/feed": {
      expect: hostTeam(201),
      call: async () => ({
        method: "POST",
        path: `/api/events/${w.privateEvent.id}/feed`,
        json: { title: "News", content: "Doors open at six." },
      }),
    },
    "PUT /api/events/:id/feed/settings": {
      expect: hostTeam(200),
      call: async () => ({
        method: "PUT",
        path: `/api/events/${w.privateEvent.id}/feed/settings`,
        json: { guestInteractions: false },
      }),
    },
    "GET /api/events/:id/feed/stream": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/feed/stream` }),
    },
    "GET /api/feed/:id": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/feed/${await freshPost()}` }),
    },
    "DELETE /api/feed/:id": {
      expect: ownerOnly(204),
      call: async () => ({ method: "DELETE", path: `/api/feed/${await freshPost()}` }),
    },
    "POST /api/feed/:id/like": {
      expect: hostTeam(200),
      call: async () => ({ method: "POST", path: `/api/feed/${await freshPost()}/like` }),
    },
    "POST /api/feed/:id/comments": {
      expect: hostTeam(201),
      call: async () => ({
        method: "POST",
        path: `/api/feed/${await freshPost()}/comments`,
        json: { text: "Yay" },
      }),
    },
    "DELETE /api/feed/comments/:id": {
      expect: ownerOnly(204),
      call: async () => ({ method: "DELETE", path: `/api/feed/comments/${await freshComment()}` }),
    },
  };
};
