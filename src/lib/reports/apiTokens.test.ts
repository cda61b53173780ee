// @vitest-environment node
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { apiTokenCaller, createApiToken, listApiTokens, revokeApiToken } from "./apiTokens";

const db = openDatabase(":memory:");
afterAll(() => db.close());

describe("API tokens for the LIMS", () => {
  it("makes a prefixed 256-bit token, keeps only its SHA-256, and knows it by that", () => {
    const token = createApiToken(db, "lims-main", "admin@lab.example");
    expect(token).toMatch(/^met_[A-Za-z0-9_-]{43}$/);
    const stored = db.prepare("SELECT * FROM api_tokens").all();
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));
    expect(stored[0]!.sha256).toBe(createHash("sha256").update(token).digest("hex"));
    expect(apiTokenCaller(db, token)).toEqual({ name: "lims-main", scope: "register" });
    expect(listApiTokens(db)[0]!.lastUsedAt).not.toBeNull();
    expect(apiTokenCaller(db, `${token.slice(0, -1)}x`)).toBeUndefined();
    expect(apiTokenCaller(db, "")).toBeUndefined();
  });

  it("is scoped to register unless made to issue; an unknown scope is refused", () => {
    const issuing = createApiToken(db, "lims-issue", "admin@lab.example", "issue");
    expect(apiTokenCaller(db, issuing)).toEqual({ name: "lims-issue", scope: "issue" });
    expect(listApiTokens(db).find((t) => t.name === "lims-issue")?.scope).toBe("issue");
    expect(() => createApiToken(db, "lims-x", "a", "everything" as "issue")).toThrow(
      /register or issue/,
    );
  });

  it("refuses bad and taken names", () => {
    expect(() => createApiToken(db, "lims main!", "a")).toThrow(/letters, digits/);
    expect(() => createApiToken(db, "lims-main", "a")).toThrow(/exists already/);
  });

  it("a revoked token opens nothing, and is listed as revoked", () => {
    const token = createApiToken(db, "old-lims", "admin@lab.example");
    revokeApiToken(db, "old-lims", "admin@lab.example");
    expect(apiTokenCaller(db, token)).toBeUndefined();
    expect(listApiTokens(db).find((t) => t.name === "old-lims")?.revokedBy).toBe(
      "admin@lab.example",
    );
    expect(() => revokeApiToken(db, "old-lims", "a")).toThrow(/revoked already/);
    expect(() => revokeApiToken(db, "nobody", "a")).toThrow(/no token named/);
    const actions = db.prepare("SELECT action, detail FROM desk_audit ORDER BY id").all();
    expect(actions).toContainEqual({ action: "API token revoked", detail: "old-lims" });
  });
});
