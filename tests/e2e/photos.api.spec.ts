import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { photoDesk } from "@/content/photos";
import { desk } from "@/content/desk";
import { makePdf } from "../fixtures/documents";
import { addUser, signInRequest, suiteDb } from "./deskStaff";
import { onRecordStore } from "./record";

/** The photo desk's doors and the served files, over HTTP. */

const jpeg = (width = 640, height = 480) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
};

async function staff(
  playwright: typeof import("@playwright/test").request,
  baseURL: string,
  roles: string[],
) {
  const context = await playwright.newContext({ baseURL });
  const email = addUser(suiteDb, `photos-${roles.join("-")}`, roles);
  const response = await signInRequest(context, email);
  expect(response.status()).toBe(303);
  return context;
}

/** The photos whose alt text carries `marker`: this test's own, whatever other workers upload. */
const photosMarked = (marker: string) =>
  onRecordStore(suiteDb, async (store) =>
    (
      await store.selectFrom("photos").select("alt").where("alt", "like", `%${marker}%`).execute()
    ).map((row) => row.alt),
  );

const upload = (context: APIRequestContext, alt: string, buffer: Buffer, name = "p.jpg") =>
  context.post("/desk/photos/upload.json", {
    multipart: { file: { name, mimeType: "image/jpeg", buffer }, alt, caption: "" },
    maxRedirects: 0,
  });

test("anonymous and wrong-role callers cannot open the desk's photos or upload one", async ({
  playwright,
  baseURL,
}) => {
  // Every alt text below carries the marker: none of them may reach the photos table.
  const marker = `refused-${randomUUID().slice(0, 8)}`;
  // A photo small enough for any desk form: the role, not the size, refuses it.
  const small = await jpeg(8, 8);
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const path of ["/desk/photos", "/desk/photos/upload.json"]) {
    const response = await anonymous.post(path, {
      multipart: {
        action: "upload",
        file: { name: "p.jpg", mimeType: "image/jpeg", buffer: small },
        alt: `Anonymous ${marker}`,
        album: "energy",
      },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(303);
    expect(response.headers()["location"]).toBe("/desk/sign-in");
  }
  // A photo's size is allowed only to an account with the role.
  expect((await upload(anonymous, `Too big for a stranger ${marker}`, await jpeg())).status()).toBe(
    413,
  );
  const leads = await staff(playwright.request, baseURL!, ["leads"]);
  expect((await leads.get("/desk/photos", { maxRedirects: 0 })).status()).toBe(403);
  const refused = await upload(leads, `Not mine to upload ${marker}`, small);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(desk.forbidden.heading);
  expect((await upload(leads, `Not mine to upload ${marker}`, await jpeg())).status()).toBe(413);
  expect(await photosMarked(marker)).toEqual([]);
  // The same look-up finds a photo the role may upload: the empty list above means refused.
  const content = await staff(playwright.request, baseURL!, ["content"]);
  expect((await upload(content, `Accepted ${marker}`, await jpeg())).status()).toBe(200);
  expect(await photosMarked(marker)).toEqual([`Accepted ${marker}`]);
});

test("upload.json answers the photo's Markdown, or the reason with a 4xx", async ({
  playwright,
  baseURL,
}) => {
  const content = await staff(playwright.request, baseURL!, ["content"]);
  const alt = `Breakdown test [oil] ${randomUUID().slice(0, 6)}`;
  const ok = await upload(content, alt, await jpeg());
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { id: string; alt: string; markdown: string };
  expect(body.alt).toBe(alt);
  expect(body.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(body.markdown).toBe(
    `![${alt.replace("[", "\\[").replace("]", "\\]")}](/photos/${body.id})`,
  );
  const file = await content.get(`/photos/${body.id}-480.avif`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/avif");

  const pdf = await upload(content, "A PDF in disguise", Buffer.from(makePdf()));
  expect(pdf.status()).toBe(415);
  expect(await pdf.json()).toEqual({ error: photoDesk.errors.notPhoto });
  const noAlt = await upload(content, "  ", await jpeg());
  expect(noAlt.status()).toBe(400);
  expect(await noAlt.json()).toEqual({ error: photoDesk.errors.noAlt });
});

test("a button the photos page refuses answers its status and says why", async ({
  playwright,
  baseURL,
}) => {
  const content = await staff(playwright.request, baseURL!, ["content"]);
  for (const [form, status, message] of [
    [{ action: "hide", photo: "A".repeat(16) }, 404, photoDesk.errors.noSuchPhoto],
    [
      { action: "hide-drawing", drawing: "/images/nothing.svg" },
      404,
      photoDesk.errors.noSuchDrawing,
    ],
    [{ action: "rotate" }, 400, photoDesk.errors.unknownAction],
  ] as const) {
    const refused = await content.post("/desk/photos", { form, maxRedirects: 0 });
    expect(refused.status(), form.action).toBe(status);
    expect(await refused.text(), form.action).toContain(message);
  }
});

test("only a listed variant is served; any other name is 404", async ({ playwright, baseURL }) => {
  const content = await staff(playwright.request, baseURL!, ["content"]);
  const { id } = (await (await upload(content, "Variant check", await jpeg())).json()) as {
    id: string;
  };
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(`/photos/${id}-480.webp`)).status()).toBe(200);
  for (const path of [
    `/photos/${id}-960.webp`, // wider than the photo: never made
    `/photos/${id}-480.jpg`,
    `/photos/${id}`,
    `/photos/..%2F..%2Fe2e-photos.sqlite`,
    `/photos/${"A".repeat(16)}-480.webp`,
    `/photos/${id}-480.webp.part`,
  ])
    expect((await visitor.get(path)).status(), path).toBe(404);
});

test("a service's photo replaces its drawing on the service page, and the drawing comes back", async ({
  playwright,
  baseURL,
}) => {
  const content = await staff(playwright.request, baseURL!, ["content"]);
  const alt = `Cable drum on the test bench ${randomUUID().slice(0, 6)}`;
  const uploaded = await content.post("/desk/photos", {
    multipart: {
      action: "upload",
      file: { name: "drum.jpg", mimeType: "image/jpeg", buffer: await jpeg(1800, 1200) },
      alt,
      caption: "",
      album: "service:cables",
    },
    maxRedirects: 0,
  });
  expect(uploaded.status()).toBe(303);
  const deskPage = await (await content.get("/desk/photos")).text();
  const id = new RegExp(
    `name="photo" value="([A-Za-z0-9_-]{16})"/><button[^>]*>${photoDesk.actions.useOnService}`,
  ).exec(deskPage)?.[1];
  expect(id).toBeTruthy();
  const visitor = await playwright.request.newContext({ baseURL });
  const servicePage = async () => (await visitor.get("/service-details?id=Cables")).text();
  expect(await servicePage()).not.toContain(alt);

  const chosen = await content.post("/desk/photos", {
    form: { action: "use-on-service", photo: id! },
    maxRedirects: 0,
  });
  expect(chosen.headers()["location"]).toBe("/desk/photos?done=chosen");
  const withPhoto = await servicePage();
  expect(withPhoto).toContain(`alt="${alt}"`);
  expect(withPhoto).toContain(`/photos/${id}-1600.avif 1600w`);

  await content.post("/desk/photos", {
    form: { action: "use-drawing", album: "service:cables" },
    maxRedirects: 0,
  });
  expect(await servicePage()).not.toContain(alt);
});

test("upload.json tells the editor what it takes", async ({ playwright, baseURL }) => {
  const content = await staff(playwright.request, baseURL!, ["content"]);
  expect(await (await content.get("/desk/photos/upload.json")).json()).toEqual({
    accept: ["image/jpeg", "image/png", "image/webp"],
    maxBytes: 15 * 1024 * 1024,
    maxAltChars: 250,
  });
});
