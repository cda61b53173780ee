// @vitest-environment node
import { describe, expect, it } from "vitest";
import { desk } from "@/content/desk";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { addUser, profileOf } from "./accounts";
import { ownAccountAction } from "./ownAccountActions";
import { waitingChange } from "./signingNames";
import { postedForm } from "../../../tests/fixtures/deskPost";

const words = desk.ownAccount;
const errors = desk.accounts.errors;
const PASSWORD = "correct horse battery staple";
const posted = (fields: Record<string, string>) => postedForm("/desk/account", fields);

describe("one's own account page", () => {
  it(
    "saves a name and designation at once, and keeps a signatory's for an administrator",
    onFreshStore(async () => {
      await addUser("asha@lab.example", PASSWORD, ["leads"]);
      const profile = { action: "profile", displayName: "Asha Rao", designation: "Engineer" };
      expect(await ownAccountAction(posted(profile), "asha@lab.example")).toEqual({
        ok: true,
        done: words.saved,
      });
      expect(await profileOf("asha@lab.example")).toEqual({
        displayName: "Asha Rao",
        designation: "Engineer",
      });
      await addUser("verma@lab.example", PASSWORD, ["signatory"], "command line", {
        displayName: "R. K. Verma",
        designation: "Technical Manager",
      });
      const renamed = { ...profile, displayName: "R. Verma" };
      expect(await ownAccountAction(posted(renamed), "verma@lab.example")).toEqual({
        ok: true,
        done: words.waiting,
      });
      expect((await waitingChange("verma@lab.example"))?.to.displayName).toBe("R. Verma");
    }),
  );

  it(
    "refuses a signatory's empty name on its field, and a button it does not have, keeping what was typed",
    onFreshStore(async () => {
      await addUser("verma@lab.example", PASSWORD, ["signatory"], "command line", {
        displayName: "R. K. Verma",
        designation: "Technical Manager",
      });
      const empty = { action: "profile", displayName: " ", designation: "Technical Manager" };
      expect(await ownAccountAction(posted(empty), "verma@lab.example")).toEqual({
        ok: false,
        posted: { displayName: " ", designation: "Technical Manager" },
        errors: { displayName: errors.signingName },
      });
      expect(
        await ownAccountAction(posted({ action: "remove", displayName: "X" }), "verma@lab.example"),
      ).toEqual({ ok: false, posted: { displayName: "X", designation: "" }, errors: {} });
      expect(await waitingChange("verma@lab.example")).toBeUndefined();
    }),
  );
});
