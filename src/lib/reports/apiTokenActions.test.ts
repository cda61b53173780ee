// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lims } from "@/content/reports";
import { DeskError } from "@/lib/platform/convention/errors";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { apiTokenPageAction, tokenToRevoke } from "./apiTokenActions";
import { listApiTokens } from "./apiTokens";
import { postedForm, refusalOf } from "../../../tests/fixtures/deskPost";

const errors = lims.tokens.errors;
const ADMIN = "admin@lab.example";
const posted = (fields: Record<string, string>) => postedForm("/desk/api-tokens", fields);
const expectRefused = async (promise: Promise<unknown>, message: string) => {
  const caught = await refusalOf(promise);
  expect(caught).toBeInstanceOf(DeskError);
  expect(caught).toMatchObject({ status: 400, message });
};
const page = (query: string) => new URL(`http://localhost/desk/api-tokens${query}`);

describe("the API tokens page's actions", () => {
  it(
    "make a token shown once, confirm a revocation asked for by the address, and revoke it",
    onFreshStore(async () => {
      const made = await apiTokenPageAction(
        posted({ action: "create", name: " lims-1 ", scope: "issue" }),
        ADMIN,
      );
      expect(made).toMatchObject({ created: { name: "lims-1" } });
      expect("created" in made && made.created.token).toMatch(/^met_[A-Za-z0-9_-]{43}$/);
      expect((await listApiTokens()).map((t) => [t.name, t.scope])).toEqual([["lims-1", "issue"]]);

      expect(await tokenToRevoke(page("?revoke=lims-1"))).toEqual({ confirm: "lims-1" });
      expect(await tokenToRevoke(page("?revoke=nothing"))).toBeUndefined();
      expect(await tokenToRevoke(page(""))).toBeUndefined();

      expect(await apiTokenPageAction(posted({ action: "revoke", name: "lims-1" }), ADMIN)).toEqual(
        { revoked: "lims-1" },
      );
      // A revoked token is not offered for revoking again.
      expect(await tokenToRevoke(page("?revoke=lims-1"))).toBeUndefined();
    }),
  );

  it(
    "refuse a bad name, a taken one, an unknown scope, a token not there or revoked, and an unknown button, with 400 and the desk's words",
    onFreshStore(async () => {
      const act = (fields: Record<string, string>) => apiTokenPageAction(posted(fields), ADMIN);
      await expectRefused(act({ action: "create", name: "two words" }), errors.name);
      await expectRefused(act({ action: "create", name: "lims", scope: "admin" }), errors.scope);
      await act({ action: "create", name: "lims" });
      await expectRefused(act({ action: "create", name: "lims" }), errors.taken("lims"));
      await expectRefused(act({ action: "revoke", name: "other" }), errors.unknown("other"));
      await act({ action: "revoke", name: "lims" });
      await expectRefused(act({ action: "revoke", name: "lims" }), errors.alreadyRevoked("lims"));
      await expectRefused(act({ action: "rotate", name: "lims" }), errors.unknownAction);
    }),
  );
});
