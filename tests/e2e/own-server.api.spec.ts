import { once } from "node:events";
import { createServer } from "node:http";
import { expect, test } from "@playwright/test";
import { checkOwnServer } from "./ownServer";

/**
 * The suite's own servers cannot be mistaken for one another: a server that
 * answers with another instance's token is refused loudly.
 */

test("a server answering with another instance's token is refused, by name", async () => {
  const other = createServer((_, res) => {
    res.setHeader("X-Server-Instance", "another-spec");
    res.end("ok");
  });
  other.listen(0, "127.0.0.1");
  await once(other, "listening");
  const { port } = other.address() as { port: number };
  try {
    await expect(checkOwnServer(`http://127.0.0.1:${port}`, "mine")).rejects.toThrow(
      /answered by another server \(instance another-spec, expected mine\)/,
    );
    await expect(checkOwnServer(`http://127.0.0.1:${port}`, "another-spec")).resolves.toBe(true);
  } finally {
    other.close();
  }
});
