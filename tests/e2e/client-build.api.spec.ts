import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { serverEnv } from "@/lib/env/server";

/** Every file the server hands to a browser as it is: pages, scripts, styles, pictures. */
const clientDir = resolve(import.meta.dirname, "..", "..", "dist", "client");
const clientFiles = () =>
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ file: relative(clientDir, path), text: readFileSync(path, "latin1") }));

test("no file of the client build names a server setting", () => {
  const names = Object.keys(serverEnv);
  const files = clientFiles();
  // The scan reaches the islands' code: the public settings' defaults are in it.
  expect(
    files.some(({ file, text }) => file.endsWith(".js") && text.includes("template_contact")),
  ).toBe(true);

  const leaks = files.flatMap(({ file, text }) =>
    names.filter((name) => text.includes(name)).map((name) => `${file} names ${name}`),
  );
  expect(leaks).toEqual([]);
});
