import type { Page, Request, Route } from "@playwright/test";

export type Captured = {
  url: string;
  fields: Record<string, string>;
  files: Record<string, { name: string; size: number; text: string }>;
};

/** Parses a captured multipart body the way a server would. */
export async function parseMultipart(request: Request): Promise<Captured> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const parsed = await new Response(new Uint8Array(body), {
    headers: { "content-type": request.headers()["content-type"] ?? "" },
  }).formData();
  const fields: Record<string, string> = {};
  const files: Captured["files"] = {};
  for (const [name, value] of parsed.entries()) {
    if (typeof value === "string") fields[name] = value;
    else files[name] = { name: value.name, size: value.size, text: await value.text() };
  }
  return { url: request.url(), fields, files };
}

/** Intercepts the e-mail provider's endpoints; each call is answered by `reply`. */
export async function interceptProvider(
  page: Page,
  reply: (route: Route) => Promise<void>,
): Promise<Captured[]> {
  const calls: Captured[] = [];
  await page.route("**/api/v1.0/email/**", async (route) => {
    calls.push(await parseMultipart(route.request()));
    await reply(route);
  });
  return calls;
}

export const ok =
  (text = "OK") =>
  (route: Route) =>
    route.fulfill({ status: 200, contentType: "text/plain", body: text });
export const fail = (status: number, text: string) => (route: Route) =>
  route.fulfill({ status, contentType: "text/plain", body: text });
