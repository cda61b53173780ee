import type { DatabaseSync } from "node:sqlite";
import { serverEnv } from "@/lib/env/server";
import { sharedDatabase } from "./connection";

/** The server's database (LEADS_DB_PATH): the inbox, the notifier, the purge and the desk share it. */
export const serverDatabase = (): DatabaseSync => sharedDatabase(serverEnv.LEADS_DB_PATH);
