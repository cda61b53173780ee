import type { DatabaseSync } from "node:sqlite";
import { sharedDatabase } from "./connection";
import { databaseLocation, resolveDataPath, type DatabaseLocation } from "./path";

let location: DatabaseLocation | undefined;

/** The server's database file (lib/db/path.ts databaseLocation), decided once per process. */
export function serverDatabaseLocation(): DatabaseLocation {
  location ??= databaseLocation();
  return location;
}

/** The server's database file as a full path. */
export const serverDatabasePath = (): string =>
  resolveDataPath(serverDatabaseLocation().configured);

/** The server's database: leads, accounts, the register, articles and photos share it. */
export const serverDatabase = (): DatabaseSync =>
  sharedDatabase(serverDatabaseLocation().configured);
