import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkedKey, checkedPrefix, type FileStore, type ListedFile } from "./fileStore";

/**
 * The files on the disk under `root` (the data folder, beside the database),
 * each at its key's path: folders made 0700, files 0600, written first to a
 * hidden ".{name}.{random}.part" beside it (opened with wx) and then renamed,
 * so a file that is there is whole. The folders the server always had keep
 * working as they are.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, checkedKey(key));
  const missing = (error: unknown) =>
    ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

  async function put(key: string, body: Uint8Array | Readable): Promise<void> {
    const path = pathOf(key);
    const folder = dirname(path);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const name = path.slice(folder.length + 1);
    const part = join(folder, `.${name}.${randomBytes(6).toString("hex")}.part`);
    try {
      if (ArrayBuffer.isView(body)) {
        const handle = await open(part, "wx", 0o600);
        try {
          await handle.writeFile(body);
        } finally {
          await handle.close();
        }
      } else await pipeline(body, createWriteStream(part, { flags: "wx", mode: 0o600 }));
      await chmod(part, 0o600);
      await rename(part, path);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async function* walk(folder: string, keyOf: string): AsyncGenerator<ListedFile> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue; // a file being written, or none of the store's
      const key = keyOf ? `${keyOf}/${entry.name}` : entry.name;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path, key);
      else if (entry.isFile()) {
        const about = await stat(path).catch(() => undefined);
        if (about) yield { key, size: about.size, modified: about.mtime };
      }
    }
  }

  async function* list(prefix: string): AsyncGenerator<ListedFile> {
    checkedPrefix(prefix);
    // Walk from the deepest folder the prefix names whole; keep the keys that start with it.
    const folderKey = prefix.slice(0, prefix.lastIndexOf("/") + 1).replace(/\/$/, "");
    for await (const file of walk(join(root, folderKey), folderKey))
      if (file.key.startsWith(prefix)) yield file;
  }

  return {
    put,
    list,
    async get(key) {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, "r");
        const about = await handle.stat();
        if (!about.isFile()) {
          await handle.close();
          return null;
        }
        return { body: createReadStream(path, { fd: handle }), size: about.size };
      } catch (error) {
        await handle?.close().catch(() => {});
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await stat(pathOf(key)).catch(() => undefined))?.isFile() ?? false;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeAll(prefix) {
      if (checkedPrefix(prefix) === "") throw new Error("Refusing to remove every file");
      // A folder's prefix ("held-uploads/ab…/"): the folder goes with its files.
      if (prefix.endsWith("/")) await rm(join(root, prefix), { recursive: true, force: true });
      else for await (const file of list(prefix)) await rm(pathOf(file.key), { force: true });
    },
  };
}
