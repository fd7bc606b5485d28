import { describe, expect, it } from "vitest";
import type { Template } from "../../contract/invitations.ts";
import { eventWithGuests } from "../test/invitation-fixtures.ts";
import { host, postTemplate, startInvitationsApp, t, templateId } from "../test/invitations-setup.ts";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";
import { signUp, signUpAdmin } from "../test/test-app.ts";
import { defaultTemplates } from "./default-templates.ts";

// Invitation templates: the admin's defaults, the custom template form, and whose templates each user sees.

startInvitationsApp();

describe("templates", () => {
  it("the admin installs the default templates once; everyone sees them by name", async () => {
    const admin = await signUpAdmin(t, "admin@example.com", "Admin");
    const first = await t.request("/api/admin/templates/defaults", { method: "POST", cookie: admin.cookie });
    expect(await first.json()).toEqual({ added: defaultTemplates.length });
    const again = await t.request("/api/admin/templates/defaults", { method: "POST", cookie: admin.cookie });
    expect(await again.json()).toEqual({ added: 0 });
    const list = (await (await t.request("/api/templates", { cookie: host.cookie })).json()) as {
      items: Template[];
    };
    const names = list.items.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const birthday = list.items.find((x) => x.name === "Classic Birthday")!;
    expect(birthday).toMatchObject({ category: "birthday", isCustom: false, createdBy: null });
    const preview = await t.request(`${birthday.previewUrl}?w=320`);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(list.items.some((x) => x.name === "Elegant Wedding")).toBe(true);
  });

  it("checks the custom template form with the spec's texts", async () => {
    const noName = await postTemplate(
      { name: "", category: "other" },
      { data: await pngImage(), name: "a.png", type: "image/png" },
    );
    expect((await noName.json()).error.fields.name).toBe("Template name is required");
    const noCategory = await postTemplate(
      { name: "X" },
      { data: await pngImage(), name: "a.png", type: "image/png" },
    );
    expect((await noCategory.json()).error.fields.category).toBe("Category is required");
    const noImage = await postTemplate({ name: "X", category: "other" });
    expect((await noImage.json()).error.message).toBe("Template image is required");
    const fake = await postTemplate(
      { name: "X", category: "other" },
      { data: Buffer.from("not an image"), name: "a.png", type: "image/png" },
    );
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toBe("Please upload a valid image file");
    const big = await postTemplate(
      { name: "X", category: "other" },
      {
        data: Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024)]),
        name: "big.jpg",
        type: "image/jpeg",
      },
    );
    expect((await big.json()).error.message).toBe("Image size should be less than 5MB");
  });

  it("keeps one user's custom templates from another", async () => {
    const other = await signUp(t);
    const list = (await (await t.request("/api/templates", { cookie: other.cookie })).json()) as {
      items: Template[];
    };
    expect(list.items.some((x) => x.id === templateId)).toBe(false);
    const { eventId, guests } = await eventWithGuests(t, other, [["Zed", "zed@example.com", null]]);
    const res = await t.request("/api/invitations", {
      cookie: other.cookie,
      json: { eventId, templateId, title: "T", message: "M", type: "email", guestIds: [guests[0].id] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Missing required fields");
  });
});
