// @vitest-environment node
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import {
  apiTokenCaller as apiTokenCallerIn,
  createApiToken as createApiTokenIn,
  listApiTokens as listApiTokensIn,
  revokeApiToken as revokeApiTokenIn,
} from "./apiTokens";
import { onDb } from "../../../tests/fixtures/onDb";

const apiTokenCaller = onDb(apiTokenCallerIn);
const createApiToken = onDb(createApiTokenIn);
const listApiTokens = onDb(listApiTokensIn);
const revokeApiToken = onDb(revokeApiTokenIn);

const db = openDatabase(":memory:");
afterAll(() => db.close());

describe("API tokens for the LIMS", () => {
  it("makes a prefixed 256-bit token, keeps only its SHA-256, and knows it by that", async () => {
    const token = await createApiToken(db, "lims-main", "admin@lab.example");
    expect(token).toMatch(/^met_[A-Za-z0-9_-]{43}$/);
    const stored = db.prepare("SELECT * FROM api_tokens").all();
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));
    expect(stored[0]!.sha256).toBe(createHash("sha256").update(token).digest("hex"));
    expect(await apiTokenCaller(db, token)).toEqual({ name: "lims-main", scope: "register" });
    expect((await listApiTokens(db))[0]!.lastUsedAt).not.toBeNull();
    expect(await apiTokenCaller(db, `${token.slice(0, -1)}x`)).toBeUndefined();
    expect(await apiTokenCaller(db, "")).toBeUndefined();
  });

  it("is scoped to register unless made to issue; an unknown scope is refused", async () => {
    const issuing = await createApiToken(db, "lims-issue", "admin@lab.example", "issue");
    expect(await apiTokenCaller(db, issuing)).toEqual({ name: "lims-issue", scope: "issue" });
    expect((await listApiTokens(db)).find((t) => t.name === "lims-issue")?.scope).toBe("issue");
    await expect(createApiToken(db, "lims-x", "a", "everything" as "issue")).rejects.toThrow(
      /register or issue/,
    );
  });

  it("refuses bad and taken names", async () => {
    await expect(createApiToken(db, "lims main!", "a")).rejects.toThrow(/letters, digits/);
    await expect(createApiToken(db, "lims-main", "a")).rejects.toThrow(/exists already/);
  });

  it("a revoked token opens nothing, and is listed as revoked", async () => {
    const token = await createApiToken(db, "old-lims", "admin@lab.example");
    await revokeApiToken(db, "old-lims", "admin@lab.example");
    expect(await apiTokenCaller(db, token)).toBeUndefined();
    expect((await listApiTokens(db)).find((t) => t.name === "old-lims")?.revokedBy).toBe(
      "admin@lab.example",
    );
    await expect(revokeApiToken(db, "old-lims", "a")).rejects.toThrow(/revoked already/);
    await expect(revokeApiToken(db, "nobody", "a")).rejects.toThrow(/no token named/);
    const actions = db.prepare("SELECT action, detail FROM desk_audit ORDER BY id").all();
    expect(actions).toContainEqual({ action: "API token revoked", detail: "old-lims" });
  });
});
