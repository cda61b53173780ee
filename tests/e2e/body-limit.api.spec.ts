import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { MAX_NOTE_CHARS } from "@/lib/cases/notes";
import { addUser, postConsultation, signInCookie } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";

/**
 * Bodies before sign-in are bounded: a huge or endless POST to the desk is
 * answered 413 after a few kilobytes, and the server's memory stays where it
 * was. A server of the test's own, so its memory is this test's alone.
 */

test.describe.configure({ mode: "serial" });

const MB = 1024 * 1024;

/** The server process's resident memory now and at its peak (kB from /proc, in bytes). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)![1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

interface Answer {
  status: number;
  body: string;
  sentBytes: number;
}

/**
 * Sends up to `total` bytes (declared in Content-Length, or chunked with no
 * length), as fast as the server takes them, and stops once the answer comes.
 */
function post(url: string, total: number, declared: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sentBytes = 0;
    let answered = false;
    const req = httpRequest(`${url}/desk/sign-in`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(declared ? { "content-length": String(total) } : {}),
      },
    });
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString(), sentBytes });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sentBytes < total) {
        sentBytes += chunk.byteLength;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

let server: OwnServer;
test.beforeAll(async () => {
  server = await startServer({});
});
test.afterAll(async () => {
  await server.stop();
});

for (const declared of [true, false])
  test(`a 100 MB ${declared ? "declared" : "chunked (no length)"} POST to the sign-in page: 413 early, memory unchanged`, async () => {
    const pid = server.child.pid!;
    const before = memory(pid);
    const answer = await post(server.url, 100 * MB, declared);
    const after = memory(pid);
    test.info().annotations.push({
      type: "memory",
      description: `RSS ${(before.rss / MB).toFixed(0)} -> ${(after.rss / MB).toFixed(0)} MB, peak ${(before.peak / MB).toFixed(0)} -> ${(after.peak / MB).toFixed(0)} MB, client sent ${(answer.sentBytes / MB).toFixed(1)} MB before the answer`,
    });
    console.log(test.info().annotations.at(-1)!.description);
    expect(answer.status).toBe(413);
    // Refused early: a small part of the 100 MB was on its way when the answer came.
    expect(answer.sentBytes).toBeLessThan(40 * MB);
    expect(after.peak - before.peak).toBeLessThan(20 * MB);
  });

test("a sign-in form of ordinary size is still read, with or without a length (a wrong password, not a refusal)", async () => {
  const form = new URLSearchParams({ email: "nobody@lab.example", password: "x".repeat(1000) });
  const declared = await fetch(`${server.url}/desk/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
  expect(declared.status).toBe(401);
  // A stream body goes out chunked: the gate reads a copy, the page still gets every byte.
  const bytes = new TextEncoder().encode(form.toString());
  const chunked = await fetch(`${server.url}/desk/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(401);
  expect(await chunked.text()).toContain("That e-mail and password do not match an account.");
});

test("the largest note a lead's page takes (5000 Devanagari letters, 45 KB on the wire) is saved, not refused", async () => {
  const reference = await postConsultation(server.url, {
    user_name: "Asha Verma",
    user_email: "asha@example.in",
    user_phone: "9826012345",
    message: "Please call me",
  });
  const cookie = await signInCookie(server.url, addUser(server.dbPath, "note"));
  const note = "क".repeat(MAX_NOTE_CHARS);
  const body = new URLSearchParams({ action: "update", status: "contacted", note }).toString();
  expect(body.length).toBeGreaterThan(45_000);
  const saved = await fetch(`${server.url}/desk/lead?id=${reference}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  expect(saved.status).toBe(303);
  const page = await (
    await fetch(`${server.url}/desk/lead?id=${reference}`, { headers: { cookie } })
  ).text();
  expect(page).toContain(note);
});
