// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { migration as consentRecords } from "./migrations/0052_consent_records";
import { migration as privacyRequests } from "./migrations/0053_privacy_requests";

/**
 * Databases in use have run 0052 and 0053 as they were first written (one
 * text per engine). Their texts now come from one template each; each engine
 * must still be given, to the letter, the SQL it ran: these are the SHA-256
 * of the texts as first committed (2be30b1 and before).
 */
const sha256 = (text: string | undefined) =>
  createHash("sha256").update(String(text)).digest("hex");

describe("migrations 0052 and 0053 give each engine the SQL it already ran", () => {
  it.each([
    [
      consentRecords,
      "1ac853bbe4bc0b289ae8d516f9bdd8af87bc183f547a23660e50542538e96b40",
      "51afaecda54cba82a1cb9189292aa87656806418fc8ce4d6e428da40a48d868a",
    ],
    [
      privacyRequests,
      "01035296830b839c66aff71460d1fa02d89cc25394c900df547b7eeb345f503b",
      "28c2677d62eb4ac34a9a24e76029522eeec8f6f7e862cb6cd3591c88e4b28a7e",
    ],
  ])("migration %#: SQLite's and PostgreSQL's texts unchanged", (migration, sqlite, postgres) => {
    expect(typeof migration.up).toBe("string");
    expect(sha256(migration.up as string)).toBe(sqlite);
    expect(sha256(migration.postgres)).toBe(postgres);
  });
});
