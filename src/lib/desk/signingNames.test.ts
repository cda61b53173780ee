// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withStore } from "@/lib/db/store";
import { afterAll, describe, expect, it } from "vitest";
import { desk } from "@/content/desk";
import { openDatabase } from "@/lib/db/connection";
import { addUser, inviteUser, setRoles, signerOf } from "./accounts";
import {
  changeOwnProfile,
  confirmSigningName,
  refuseSigningName,
  signingNameChanges,
  waitingChange,
} from "./signingNames";

const dir = mkdtempSync(join(tmpdir(), "signing-names-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const errors = desk.accounts.errors;
const ADMIN = "admin@lab.example";
const auditLines = (action: string) =>
  db
    .prepare("SELECT who, detail FROM desk_audit WHERE action = ? ORDER BY id")
    .all(action)
    .map((r) => ({ who: r.who, detail: r.detail }));

describe("a signatory is added with the name and designation they sign with", () => {
  it("the browser's invitation needs both for a signatory, and signs with them from the first day", () =>
    withStore(db, async () => {
      await expect(
        inviteUser({ email: "verma@lab.example", roles: ["signatory"] }, ADMIN),
      ).rejects.toThrow(`${errors.signingName} ${errors.signingDesignation}`);
      await expect(
        inviteUser(
          { email: "verma@lab.example", roles: ["signatory"], displayName: "R. K. Verma" },
          ADMIN,
        ),
      ).rejects.toThrow(errors.signingDesignation);
      await inviteUser(
        {
          email: " Verma@Lab.example ",
          roles: ["signatory"],
          displayName: " R. K.\tVerma ",
          designation: "Technical Manager",
        },
        ADMIN,
      );
      expect(await signerOf("verma@lab.example")).toEqual({
        email: "verma@lab.example",
        name: "R. K. Verma",
        designation: "Technical Manager",
      });
      expect(auditLines("account added").at(-1)).toEqual({
        who: ADMIN,
        detail:
          "verma@lab.example (signatory); signs as R. K. Verma, Technical Manager; set-password link made",
      });
      // Other roles may leave it empty.
      await inviteUser({ email: "clerk@lab.example", roles: ["leads"] }, ADMIN);
      expect((await signerOf("clerk@lab.example")).name).toBe("");
    }));

  it("the command line asks the same", () =>
    withStore(db, async () => {
      const password = "correct horse battery staple";
      await expect(addUser("cli@lab.example", password, ["signatory"])).rejects.toThrow(
        errors.signingName,
      );
      await addUser("cli@lab.example", password, ["signatory"], "command line", {
        displayName: "S. Joshi",
        designation: "Quality Manager",
      });
      expect((await signerOf("cli@lab.example")).name).toBe("S. Joshi");
    }));

  it("the signatory role goes only to an account with a name and designation to sign with", () =>
    withStore(db, async () => {
      await expect(setRoles("clerk@lab.example", ["leads", "signatory"], ADMIN)).rejects.toThrow(
        errors.signingFirst,
      );
      await changeOwnProfile("clerk@lab.example", {
        displayName: "Asha Verma",
        designation: "Engineer",
      });
      await setRoles("clerk@lab.example", ["leads", "signatory"], ADMIN);
    }));
});

describe("a person's own name and designation", () => {
  it("someone who does not sign changes theirs at once, audited old → new", () =>
    withStore(db, async () => {
      await inviteUser({ email: "writer@lab.example", roles: ["content"] }, ADMIN);
      expect(
        await changeOwnProfile("writer@lab.example", {
          displayName: "Meera Joshi",
          designation: "",
        }),
      ).toBe("saved");
      expect((await signerOf("writer@lab.example")).name).toBe("Meera Joshi");
      expect(auditLines("own name and designation set").at(-1)).toEqual({
        who: "writer@lab.example",
        detail: "writer@lab.example: (none) → Meera Joshi",
      });
    }));

  it("a signatory's change waits for an administrator; the old name signs until it is confirmed", () =>
    withStore(db, async () => {
      await expect(
        changeOwnProfile("verma@lab.example", { displayName: "", designation: "" }),
      ).rejects.toThrow(errors.signingName);
      const asked = new Date("2026-11-29T05:00:00Z");
      const to = { displayName: "Dr. R. K. Verma", designation: "Technical Manager" };
      expect(await changeOwnProfile("verma@lab.example", to, asked)).toBe("waiting");
      expect((await signerOf("verma@lab.example")).name).toBe("R. K. Verma");
      expect(await signingNameChanges()).toEqual([
        {
          email: "verma@lab.example",
          from: { displayName: "R. K. Verma", designation: "Technical Manager" },
          to,
          askedAt: asked.toISOString(),
        },
      ]);
      expect(auditLines("signing name change asked").at(-1)).toEqual({
        who: "verma@lab.example",
        detail:
          "verma@lab.example: R. K. Verma, Technical Manager → Dr. R. K. Verma, Technical Manager",
      });

      // Not by the person themself, and only what the administrator saw.
      await expect(
        confirmSigningName("verma@lab.example", "verma@lab.example", to),
      ).rejects.toThrow(errors.ownChange);
      await expect(
        confirmSigningName("verma@lab.example", ADMIN, { ...to, displayName: "Someone" }),
      ).rejects.toThrow(errors.changeMoved);
      expect((await signerOf("verma@lab.example")).name).toBe("R. K. Verma");

      await confirmSigningName("verma@lab.example", ADMIN, to);
      expect(await signerOf("verma@lab.example")).toMatchObject({ name: "Dr. R. K. Verma" });
      expect(await waitingChange("verma@lab.example")).toBeUndefined();
      expect(auditLines("signing name change confirmed").at(-1)).toEqual({
        who: ADMIN,
        detail:
          "verma@lab.example: R. K. Verma, Technical Manager → Dr. R. K. Verma, Technical Manager",
      });
      await expect(confirmSigningName("verma@lab.example", ADMIN, to)).rejects.toThrow(
        errors.noChange,
      );
    }));

  it("a refused change is dropped and the old name stays; asking for the current one withdraws a request", () =>
    withStore(db, async () => {
      const to = { displayName: "Verma", designation: "Head" };
      await changeOwnProfile("verma@lab.example", to);
      await refuseSigningName("verma@lab.example", ADMIN, to);
      expect((await signerOf("verma@lab.example")).name).toBe("Dr. R. K. Verma");
      expect(await waitingChange("verma@lab.example")).toBeUndefined();
      expect(auditLines("signing name change refused").at(-1)).toEqual({
        who: ADMIN,
        detail: "verma@lab.example: Dr. R. K. Verma, Technical Manager → Verma, Head",
      });

      await changeOwnProfile("verma@lab.example", to);
      expect(
        await changeOwnProfile("verma@lab.example", {
          displayName: "Dr. R. K. Verma",
          designation: "Technical Manager",
        }),
      ).toBe("unchanged");
      expect(await signingNameChanges()).toEqual([]);
    }));
});
