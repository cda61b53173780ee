import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "./ownServer";
import { dropOwnDatabases } from "./record";

/** The databases of earlier runs' own servers (each run names its own afresh) go before a run. */
export default async function removeOwnDatabases(): Promise<void> {
  await dropOwnDatabases();
  const data = join(root, "data");
  let names: string[] = [];
  try {
    names = readdirSync(data);
  } catch {
    return;
  }
  for (const name of names)
    if (name.startsWith("e2e-own-")) rmSync(join(data, name), { force: true });
}
