import { expect, test } from "@playwright/test";
import { articlesDesk } from "@/content/articlesDesk";
import { blogPosts } from "@/content/blog";
import { addUser, suiteDb } from "./deskStaff";
import { signInRequest } from "./openingsDesk";
import { checkHtml } from "./vnu";

/** Text as React writes it into a page. */
const inPage = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

test("the articles desk answers a wrong filter and a refused button with their status and words, in valid HTML", async ({
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signInRequest(staff, baseURL!, addUser(suiteDb, "content", ["content"]));
  const errors = articlesDesk.edit.errors;
  const seed = blogPosts[0]!.id;
  const pages: { path: string; html: string }[] = [];
  const keep = async (path: string, response: Awaited<ReturnType<typeof staff.get>>) => {
    pages.push({ path, html: await response.text() });
    return pages.at(-1)!.html;
  };

  for (const path of ["/desk/articles", "/desk/articles?status=published&q=testing"]) {
    const listed = await staff.get(path);
    expect(listed.status(), path).toBe(200);
    await keep(path, listed);
  }
  const wrong = await staff.get("/desk/articles?status=archived");
  expect(wrong.status()).toBe(400);
  expect(await keep("wrong filter", wrong)).toContain(inPage(articlesDesk.query.wrong.status));

  const unknown = await staff.post("/desk/articles/edit", {
    multipart: { action: "delete" },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(400);
  expect(await keep("unknown button", unknown)).toContain(inPage(errors.unknownAction));

  const restore = await staff.post(`/desk/articles/edit?id=${seed}`, {
    multipart: { action: "restore", revision: "999999999" },
    maxRedirects: 0,
  });
  expect(restore.status()).toBe(404);
  expect(await keep("no such revision", restore)).toContain(inPage(errors.noSuchRevision));

  const found = (await checkHtml(pages))
    // The checker's CSS parser predates some of Tailwind's output (see html-valid.api.spec.ts).
    .filter((m) => m.type !== "info" && !m.message.startsWith("CSS:"))
    .map((m) => `${m.url}:${m.lastLine}:${m.lastColumn} ${m.message}`);
  expect(found).toEqual([]);
});
