/**
 * npm run migrate-data -- --from data/lab.sqlite --to postgres://… (issue 53)
 *
 * Moves a lab's record from its SQLite file to PostgreSQL, and its files from
 * the data folder to the store FILE_STORE chooses (the disk, or an S3
 * bucket): rows copied in one transaction, then checked table by table by
 * count and checksum, and every file by its SHA-256. Safe to run again: rows
 * are written over, files already there at their size are kept. Stop the
 * old server first (its last minutes of work would be missed otherwise; a
 * second run brings them over).
 *
 *   --from FILE   the SQLite file (default: the server's, DATABASE_PATH)
 *   --to URL      the PostgreSQL database (default: DATABASE_URL)
 *   --files DIR   the data folder holding reports/, photos/ … (default: the SQLite file's folder)
 */
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { UnknownSchemaError } from "@/lib/db/migrate";
import { resolveDataPath } from "@/lib/db/path";
import { serverDatabasePath } from "@/lib/db/server";
import { moveOver, MoveOverError } from "@/lib/platform/moveOver";
import { diskFileStore } from "@/lib/platform/storage";
import { serverFileStore } from "@/lib/platform/storage/server";

const USAGE =
  "Usage: npm run migrate-data -- --from data/lab.sqlite --to postgres://user:password@host:5432/lab [--files DIR]";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { from: { type: "string" }, to: { type: "string" }, files: { type: "string" } },
  });
  const to = values.to ?? process.env.DATABASE_URL;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(USAGE);
    return 2;
  }
  const from = values.from ? resolveDataPath(values.from) : serverDatabasePath();
  const filesDir = values.files ? resolveDataPath(values.files) : dirname(from);
  try {
    const report = await moveOver({
      from,
      to,
      filesFrom: diskFileStore(filesDir),
      filesTo: serverFileStore(),
    });
    for (const check of report.checks)
      console.log(
        `${check.same ? "✓" : "✖"} ${check.table.padEnd(34)} ${String(check.sqliteRows).padStart(9)} rows  ${check.same ? check.postgresSum.slice(0, 16) : `PostgreSQL has ${check.postgresRows}, checksum ${check.postgresSum.slice(0, 16)} ≠ ${check.sqliteSum.slice(0, 16)}`}`,
      );
    console.log(
      `Files: ${report.files.copied} copied, ${report.files.kept} there already; ${report.filesChecked} checked by SHA-256${report.fileProblems.length ? `, ${report.fileProblems.length} differ: ${report.fileProblems.slice(0, 10).join(", ")}` : ", all the same"}.`,
    );
    console.log(
      report.ok
        ? "Moved over: every table and file is the same on both sides. Start the servers with DATABASE_URL set."
        : "✖ Not the same on both sides: see above. Nothing was removed from the SQLite file; run again after fixing the cause.",
    );
    return report.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof MoveOverError || error instanceof UnknownSchemaError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
