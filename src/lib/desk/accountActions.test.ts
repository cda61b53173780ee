// @vitest-environment node
import { describe, expect, it } from "vitest";
import { desk } from "@/content/desk";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import {
  accountDoneText,
  accountEditAction,
  accountsPageAction,
  type AccountsPageResult,
} from "./accountActions";
import { addUser, findUser } from "./accounts";
import { DeskError } from "@/lib/platform/convention/errors";
import { postedForm, refusalOf } from "../../../tests/fixtures/deskPost";

const words = desk.accounts;
const ADMIN = "admin@lab.example";
const OTHER = "other@lab.example";
const COLLEAGUE = "asha@lab.example";
const PASSWORD = "correct horse battery staple";

const posted = (fields: Record<string, string | string[]>) => postedForm("/desk/accounts", fields);
const expectRefused = async (promise: Promise<unknown>, message: string) => {
  const caught = await refusalOf(promise);
  expect(caught).toBeInstanceOf(DeskError);
  expect(caught).toMatchObject({ status: 400, message });
};
const staff = async () => {
  await addUser(ADMIN, PASSWORD, ["admin"]);
  await addUser(OTHER, PASSWORD, ["admin"]);
  await addUser(COLLEAGUE, PASSWORD, ["leads"]);
};
const addressOf = (location: string) => new URL(location, "http://localhost");

describe("an account's page's actions", () => {
  it(
    "refuse no roles, an unticked removal, one's own account and an unknown button, with 400 and the desk's words",
    onFreshStore(async () => {
      await staff();
      await expectRefused(
        accountEditAction(COLLEAGUE, posted({ action: "roles" }), ADMIN),
        words.errors.roles,
      );
      await expectRefused(
        accountEditAction(COLLEAGUE, posted({ action: "remove" }), ADMIN),
        words.errors.confirm,
      );
      await expectRefused(
        accountEditAction(ADMIN, posted({ action: "remove", confirm: "yes" }), ADMIN),
        words.errors.ownAccount,
      );
      await expectRefused(
        accountEditAction(ADMIN, posted({ action: "roles", role: "leads" }), ADMIN),
        words.errors.ownAdmin,
      );
      await expectRefused(
        accountEditAction(COLLEAGUE, posted({ action: "two-factor-reset" }), ADMIN),
        words.errors.noTwoFactor,
      );
      await expectRefused(
        accountEditAction(COLLEAGUE, posted({ action: "rename" }), ADMIN),
        words.errors.unknownAction,
      );
      expect((await findUser(COLLEAGUE))?.roles).toEqual(["leads"]);
    }),
  );

  it(
    "save roles and remove an account, each redirecting to the list that says so",
    onFreshStore(async () => {
      await staff();
      const saved = await accountEditAction(
        COLLEAGUE,
        posted({ action: "roles", role: ["leads", "content"] }),
        ADMIN,
      );
      if (!("location" in saved)) throw new Error("expected a redirect");
      const rolesPage = addressOf(saved.location);
      expect(rolesPage.pathname).toBe("/desk/accounts");
      expect(rolesPage.searchParams.get("done")).toBe("roles");
      expect(rolesPage.searchParams.get("id")).toBe(COLLEAGUE);
      expect(await accountDoneText(rolesPage)).toBe(words.done.roles(COLLEAGUE));

      const removed = await accountEditAction(
        COLLEAGUE,
        posted({ action: "remove", confirm: "yes" }),
        ADMIN,
      );
      if (!("location" in removed)) throw new Error("expected a redirect");
      expect(await accountDoneText(addressOf(removed.location))).toBe(
        words.done.removed(COLLEAGUE),
      );
      // "Roles saved" is not said of an account that is gone, nor a word the desk does not know.
      expect(await accountDoneText(rolesPage)).toBeUndefined();
      expect(
        await accountDoneText(addressOf(`/desk/accounts?done=added&id=${OTHER}`)),
      ).toBeUndefined();
    }),
  );

  it(
    "make a set-password link to hand over when the server has no e-mail",
    onFreshStore(async () => {
      await staff();
      const result = await accountEditAction(COLLEAGUE, posted({ action: "reset" }), ADMIN);
      expect(result).toMatchObject({
        reset: { email: COLLEAGUE, delivery: "not-configured" },
      });
      expect("reset" in result && result.reset.link).toMatch(/\/desk\/set-password\?token=/);
    }),
  );
});

describe("the accounts list's actions", () => {
  const refusedOf = (result: AccountsPageResult) => ("refused" in result ? result.refused : {});

  it(
    "keep a refused add form with each field's problem, and an address that has an account",
    onFreshStore(async () => {
      await staff();
      const badAddress = await accountsPageAction(
        posted({ action: "add", email: "not an address", role: "leads" }),
        ADMIN,
      );
      expect(refusedOf(badAddress)).toMatchObject({
        draft: { email: "not an address", roles: ["leads"] },
        errors: { email: words.errors.email },
      });
      const taken = await accountsPageAction(
        posted({ action: "add", email: COLLEAGUE, role: "leads" }),
        ADMIN,
      );
      expect(refusedOf(taken)).toEqual({
        draft: { email: COLLEAGUE, roles: ["leads"], displayName: "", designation: "" },
        errors: {},
        refusal: { message: words.errors.exists(COLLEAGUE) },
      });
      const added = await accountsPageAction(
        posted({ action: "add", email: "ravi@lab.example", role: "leads" }),
        ADMIN,
      );
      expect(added).toMatchObject({ added: { email: "ravi@lab.example" } });
    }),
  );

  it(
    "refuse a signing name not waiting and an unknown button, with 400 and the desk's words",
    onFreshStore(async () => {
      await staff();
      await expectRefused(
        accountsPageAction(posted({ action: "confirm-name", id: COLLEAGUE }), ADMIN),
        words.errors.noChange,
      );
      await expectRefused(
        accountsPageAction(posted({ action: "refuse-name", id: ADMIN }), ADMIN),
        words.errors.ownChange,
      );
      await expectRefused(
        accountsPageAction(posted({ action: "promote" }), ADMIN),
        words.errors.unknownAction,
      );
    }),
  );
});
