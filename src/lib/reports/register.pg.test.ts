import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { apiTokenCaller, createApiToken, listApiTokens, revokeApiToken } from "./apiTokens";
import {
  attachPdf,
  createReport,
  flushChecks,
  lookupReport,
  pdfVersions,
  reportByReference,
  supersedeReport,
  withdrawReport,
} from "./register";
import { listRegister } from "./registerList";
import { amendReport, authoriseReport, editAwaitingReport } from "./review";
import { lastCheckedAt, registerCounts } from "./store";

const PDF = (n: number) => new TextEncoder().encode(`%PDF-1.4\n% report ${n}\n%%EOF\n`);
const signer = {
  email: "verma@lab.example",
  name: "R. K. Verma",
  designation: "Technical Manager",
};

describe("the report register on PostgreSQL (issue 53; its search is another's)", () => {
  it("registers, edits, attaches PDFs, authorises, amends, withdraws, supersedes, counts checks and keeps API tokens, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const folder = mkdtempSync(join(tmpdir(), "register-pg-"));
      const files = diskFileStore(folder);
      try {
        const next = reportRecords(9000);
        const made = [];
        for (let i = 0; i < 4; i++)
          made.push(
            await createReport(
              next({ customer: i % 2 ? "मालवा पावर" : "Narmada Cables" }),
              "desk@lab.example",
            ),
          );
        const refs = made.map((r) => r.reference);
        const edited = await editAwaitingReport(
          refs[0]!,
          { model: "XLPE-300" },
          "desk@lab.example",
        );
        const pdf = await attachPdf(files, refs[0]!, PDF(0), "desk@lab.example");
        const second = await attachPdf(files, refs[0]!, PDF(1), "desk@lab.example");
        const authorised = await authoriseReport(refs[0]!, signer);
        for (const i of [1, 2]) {
          await attachPdf(files, refs[i]!, PDF(10 + i), "desk@lab.example");
          await authoriseReport(refs[i]!, signer);
        }
        const amendment = await amendReport(
          refs[0]!,
          { model: "XLPE-400" },
          "Typing error",
          signer.email,
        );
        await withdrawReport(refs[1]!, "Wrong serial number", signer.email);
        await supersedeReport(refs[2]!, refs[0]!, signer.email);
        const code = (await reportByReference(refs[0]!))!.code;
        const lookups = [
          (await lookupReport(refs[0]!.toLowerCase(), code)).found,
          (await lookupReport(refs[0]!, "WRONG123")).found,
          (await lookupReport(refs[0]!, code)).found,
        ];
        await flushChecks();
        const token = await createApiToken("lims-one", "admin@lab.example", "issue");
        const caller = await apiTokenCaller(token);
        await revokeApiToken("lims-one", "admin@lab.example");
        const page = async (filter: Omit<Parameters<typeof listRegister>[0], "page">) => {
          const list = await listRegister({ page: 1, ...filter });
          return { total: list.total, rows: list.rows.map((r) => `${r.reference} ${r.status}`) };
        };
        const shownReport = (r: Awaited<ReturnType<typeof reportByReference>>) =>
          r && {
            ...r,
            // Random (the printed code, the QR's token) or the clock's.
            createdAt: undefined,
            code: undefined,
            token: undefined,
            authorisedAt: Boolean(r.authorisedAt),
            withdrawnAt: Boolean(r.withdrawnAt),
          };
        return {
          edited,
          pdfs: [pdf.version, second.version],
          versions: (await pdfVersions(authorised.id)).map((v) => [v.version, v.sha256, v.size]),
          authorised: authorised.status,
          amendment: amendment.changes,
          lookups,
          checks: [
            (await reportByReference(refs[0]!))!.checks,
            Boolean(await lastCheckedAt(authorised.id)),
          ],
          caller,
          revoked: await apiTokenCaller(token),
          tokens: (await listApiTokens()).map((t) => [t.name, t.scope, Boolean(t.revokedAt)]),
          reports: await Promise.all(
            refs.map(async (ref) => shownReport(await reportByReference(ref))),
          ),
          counts: await registerCounts(),
          all: await page({}),
          withdrawn: await page({ status: "withdrawn" }),
          missing: await page({ pdf: "missing" }),
        };
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.lookups).toEqual([true, false, true]);
    expect(sqlite.checks[0]).toBe(2);
    expect(sqlite.caller).toMatchObject({ name: "lims-one", scope: "issue" });
    expect(sqlite.revoked).toBeUndefined();
    expect(sqlite.all.total).toBe(4);
    expect(sqlite.missing.total).toBe(1);
  });

  it("lists later pages of the register, with and without a filter, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const next = reportRecords(9100);
      const made = [];
      for (let i = 0; i < 110; i++)
        made.push(
          await createReport(next({ signatory: signer.name }), { by: "lims", issues: i % 3 !== 0 }),
        );
      await withdrawReport(made[4]!.reference, "Wrong serial number", signer.email);
      const shown = async (
        filter: Omit<Parameters<typeof listRegister>[0], "page">,
        page: number,
      ) => {
        const list = await listRegister({ page, ...filter });
        return { total: list.total, rows: list.rows.map((r) => `${r.reference} ${r.status}`) };
      };
      return {
        second: await shown({}, 2),
        third: await shown({}, 3),
        issued: await shown({ status: "issued" }, 2),
        awaiting: await shown({ status: "awaiting-authorisation" }, 1),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.second.rows).toHaveLength(50);
    expect(sqlite.third.rows).toHaveLength(10);
    expect(sqlite.issued.rows.length).toBeGreaterThan(0);
  });
});
