// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { certificates as described } from "@/content/certificates";
import { certificateDesk, desk } from "@/content/desk";
import { auditPage } from "@/lib/desk/auditLog";
import { migrate } from "@/lib/db/migrate";
import { serverBrochureLink, servedBrochure } from "@/lib/brochure/current";
import { brochure } from "@/content/navigation";
import { localBusiness } from "@/lib/structuredData";
import { siteCertificates } from "./index";
import { certificatePageAction, certificateSaved, versionLines } from "./deskActions";
import { checkCertificateForm, type CertificateFormValues } from "./form";
import { DRAWING_FILE, drawingOf, servedDrawing } from "./pictures";
import { restoreCertificateVersion, saveCertificate } from "./records";
import { versionsOf } from "./store";
import { withStore } from "@/lib/db/store";
import { diskFileStore } from "@/lib/platform/storage";

const problems = certificateDesk.problems;
const NABL = described[0]!;
const ADMIN = { email: "asha@lab.example", roles: ["admin" as const] };

/** The area's functions on a test's own database. */
const certificatesIn = (db: DatabaseSync) => withStore(db, siteCertificates);
const versionsIn = (db: DatabaseSync, id: string) => withStore(db, () => versionsOf(id));
const linesIn = (db: DatabaseSync, id: string) => withStore(db, () => versionLines(id));
const saveIn = (db: DatabaseSync, ...args: Parameters<typeof saveCertificate>) =>
  withStore(db, () => saveCertificate(...args));
const restoreIn = (db: DatabaseSync, ...args: Parameters<typeof restoreCertificateVersion>) =>
  withStore(db, () => restoreCertificateVersion(...args));
const actionIn = (db: DatabaseSync, ...args: Parameters<typeof certificatePageAction>) =>
  withStore(db, () => certificatePageAction(...args));

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "certificates-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const form = (extra: Partial<CertificateFormValues> = {}): CertificateFormValues => ({
  number: "TC-11482",
  issued: "2026-03-14",
  validUntil: "2028-03-13",
  ...extra,
});

/** A post to the certificate's page, as the browser sends the form. */
const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://lab.test/desk/certificates/edit?id=nabl-testing", {
    method: "POST",
    body,
  });
};

describe("the certificate form's checks (on the server)", () => {
  const check = (values: Partial<CertificateFormValues>) =>
    checkCertificateForm(form(values), NABL.id, described);

  it("keeps good values, the number's spaces tidied", () => {
    expect(check({ number: "  TC-12001 ", validUntil: "2030-03-13" })).toEqual({
      ok: true,
      values: { number: "TC-12001", issued: "2026-03-14", validUntil: "2030-03-13" },
    });
    expect(check({ number: "QMS  IN/22.817" })).toMatchObject({
      ok: true,
      values: { number: "QMS IN/22.817" },
    });
  });

  it("refuses numbers that are no certificate number, and one another certificate has", () => {
    for (const number of [
      "TC",
      "TC-",
      "-TC-1",
      "TCXYZ",
      "TC_1",
      "TC–11482",
      "<b>1</b>",
      "A".repeat(41) + "1",
    ])
      expect(check({ number }), number).toEqual({
        ok: false,
        errors: { number: problems.numberFormat },
      });
    expect(check({ number: "" })).toEqual({ ok: false, errors: { number: problems.required } });
    expect(check({ number: "cc-3907" })).toEqual({
      ok: false,
      errors: { number: problems.numberTaken("NABL accreditation: calibration") },
    });
  });

  it("takes real ISO dates only, in this century, the last valid day after the issue and within 10 years", () => {
    expect(check({ issued: "2026-02-30" })).toEqual({
      ok: false,
      errors: { issued: problems.date },
    });
    expect(check({ issued: "14/03/2026" })).toEqual({
      ok: false,
      errors: { issued: problems.date },
    });
    expect(check({ validUntil: "2028-3-13" })).toEqual({
      ok: false,
      errors: { validUntil: problems.date },
    });
    expect(check({ issued: "1999-12-31" })).toEqual({
      ok: false,
      errors: { issued: problems.range },
    });
    expect(check({ validUntil: "" })).toEqual({
      ok: false,
      errors: { validUntil: problems.required },
    });
    expect(check({ validUntil: "2026-03-14" })).toEqual({
      ok: false,
      errors: { validUntil: problems.order },
    });
    expect(check({ validUntil: "2025-01-01" })).toEqual({
      ok: false,
      errors: { validUntil: problems.order },
    });
    expect(check({ validUntil: "2036-03-14" }).ok).toBe(true);
    expect(check({ validUntil: "2036-03-15" })).toEqual({
      ok: false,
      errors: { validUntil: problems.tooLong(10) },
    });
    expect(check({ issued: "2028-02-29", validUntil: "2030-02-28" }).ok).toBe(true);
  });
});

describe("a certificate's versions", () => {
  it("starts with content's values, each the seed's first version", async () => {
    const db = fresh();
    expect((await certificatesIn(db)).map((c) => [c.id, c.number, c.validUntil])).toEqual(
      described.map((c) => [c.id, c.number, c.validUntil]),
    );
    for (const c of described)
      expect(await versionsIn(db, c.id)).toEqual([
        expect.objectContaining({ who: "seed", number: c.number, restoredFrom: null }),
      ]);
    // The seed's pictures are the drawings in public/.
    expect((await certificatesIn(db))[0]!.picture.src).toBe(
      "/images/certificates/certificate-1.svg",
    );
  });

  it("keeps every save with what it changed, audits it in words, and puts an old version back", async () => {
    const db = fresh();
    const seed = (await versionsIn(db, NABL.id))[0]!;
    // Another certificate's save first: version ids are the table's, the page numbers each certificate's own.
    await saveIn(db, described[2]!.id, { ...described[2]!, number: "QMS-IN-22818" }, ADMIN.email);
    const first = await saveIn(
      db,
      NABL.id,
      { number: "TC-12001", issued: NABL.issued, validUntil: "2030-03-13" },
      ADMIN.email,
      { basedOn: seed.id },
    );
    expect(first).toMatchObject({ saved: true, changed: ["number", "validUntil"] });
    expect((await certificatesIn(db))[0]).toMatchObject({
      number: "TC-12001",
      validUntil: "2030-03-13",
    });

    // Nothing changed: no version, no audit line.
    expect(
      await saveIn(
        db,
        NABL.id,
        { number: "TC-12001", issued: NABL.issued, validUntil: "2030-03-13" },
        ADMIN.email,
      ),
    ).toEqual({ saved: false, reason: "unchanged" });
    // A form opened on the seed's version, saved after the first save: refused, nothing kept.
    expect(
      await saveIn(
        db,
        NABL.id,
        { number: "TC-9", issued: NABL.issued, validUntil: "2029-01-01" },
        "ravi@lab.example",
        {
          basedOn: seed.id,
        },
      ),
    ).toMatchObject({ saved: false, reason: "stale", latest: { number: "TC-12001" } });
    expect(await versionsIn(db, NABL.id)).toHaveLength(2);

    // Undo: the seed's values back, as a third version naming the one it put back.
    expect(await restoreIn(db, NABL.id, seed.id, ADMIN.email)).toMatchObject({
      saved: true,
      changed: ["number", "validUntil"],
    });
    expect((await certificatesIn(db))[0]).toMatchObject({
      number: NABL.number,
      validUntil: NABL.validUntil,
    });
    const lines = await linesIn(db, NABL.id);
    expect(lines.map((v) => [v.ordinal, v.number, v.restoredOrdinal, v.changed])).toEqual([
      [3, NABL.number, 1, ["number", "validUntil"]],
      [2, "TC-12001", null, ["number", "validUntil"]],
      [1, NABL.number, null, []],
    ]);
    expect(lines[0]!.restoredFrom).toBe(seed.id);
    expect(lines[1]!.id).not.toBe(2);
    // Another certificate's version is not this one's to put back.
    const other = (await versionsIn(db, described[1]!.id))[0]!;
    expect(await restoreIn(db, NABL.id, other.id, ADMIN.email)).toBeUndefined();

    // The audit log names the certificate and says what changed.
    const { entries } = await withStore(db, () =>
      auditPage({ action: "certificate version restored", page: 1 }),
    );
    const saves = (await withStore(db, () => auditPage({ action: "certificate saved", page: 1 })))
      .entries;
    expect([...entries, saves[0]!].map((e) => [desk.audit.actionWords(e.action), e.shown])).toEqual(
      [
        [
          "Put back an earlier version of a certificate",
          `“${NABL.name}”, back to saved version 1: certificate number TC-12001 → TC-11482; valid until 2030-03-13 → 2028-03-13`,
        ],
        [
          "Changed a certificate's number or dates",
          `“${NABL.name}”: certificate number TC-11482 → TC-12001; valid until 2028-03-13 → 2030-03-13`,
        ],
      ],
    );
  });
});

describe("the desk's certificate page (lib/certificates/deskActions.ts)", () => {
  it("saves a checked form, says what changed and offers the undo; the undo puts the old values back", async () => {
    const db = fresh();
    const basedOn = String((await versionsIn(db, NABL.id))[0]!.id);
    const certificate = (await certificatesIn(db))[0]!;
    const answer = await actionIn(
      db,
      certificate,
      post({ action: "save", basedOn, ...form({ number: "TC-12001", validUntil: "2030-03-13" }) }),
      ADMIN,
      diskFileStore(dir),
    );
    expect(answer).toEqual({
      redirect: expect.stringMatching(
        /^\/desk\/certificates\/edit\?id=nabl-testing&done=saved&version=\d+$/,
      ),
    });
    const page = new URL(`http://x${(answer as { redirect: string }).redirect}`);
    const done = certificateSaved(page, await linesIn(db, NABL.id))!;
    expect(done).toEqual({
      text: certificateDesk.done.saved,
      changes: [
        { field: "number", before: "TC-11482", after: "TC-12001" },
        { field: "validUntil", before: "2028-03-13", after: "2030-03-13" },
      ],
      undo: Number(basedOn),
    });

    // The drawing was made again with the new values, kept in the folder and served by its name.
    const now = (await certificatesIn(db))[0]!;
    const name = now.picture.src.replace("/images/certificates/", "");
    expect(name).toMatch(DRAWING_FILE);
    expect(readdirSync(dir)).toEqual([name]);
    const svg = (await servedDrawing(diskFileStore(dir), name, await certificatesIn(db)))!;
    expect(svg).toContain("TC-12001");
    expect(svg).toContain("14 March 2026 – 13 March 2030");
    expect(svg).not.toContain("TC-11482");
    expect(
      await servedDrawing(
        diskFileStore(dir),
        "certificate-1-0123456789abcdef.svg",
        await certificatesIn(db),
      ),
    ).toBeUndefined();
    expect(
      await servedDrawing(diskFileStore(dir), "../leads.sqlite", await certificatesIn(db)),
    ).toBeUndefined();
    // Missing from the folder (a data folder restored without it): drawn again.
    rmSync(join(dir, name));
    expect(await servedDrawing(diskFileStore(dir), name, await certificatesIn(db))).toBe(svg);
    expect(readFileSync(join(dir, name), "utf8")).toBe(svg);

    // The structured data follows.
    const ld = localBusiness(await certificatesIn(db), "2026-12-01") as {
      hasCertification: { certificationIdentification: string; expires: string }[];
    };
    expect(ld.hasCertification[0]).toMatchObject({
      certificationIdentification: "TC-12001",
      expires: "2030-03-13",
    });

    // Undo.
    const undone = await actionIn(
      db,
      now,
      post({ action: "restore", version: String(done.undo) }),
      ADMIN,
      diskFileStore(dir),
    );
    expect(undone).toEqual({ redirect: expect.stringContaining("done=restored") });
    expect((await certificatesIn(db))[0]!.picture.src).toBe(
      "/images/certificates/certificate-1.svg",
    );
    expect(await servedDrawing(diskFileStore(dir), name, await certificatesIn(db))).toBeUndefined();
  });

  it("answers a refused form with the posted values and each field's problem; a stale one with 409", async () => {
    const db = fresh();
    const certificate = (await certificatesIn(db))[0]!;
    const refused = await actionIn(
      db,
      certificate,
      post({ action: "save", ...form({ number: "TC 11482!", issued: "2026-13-01" }) }),
      ADMIN,
      diskFileStore(dir),
    );
    expect(refused).toEqual({
      status: 400,
      form: {
        values: form({ number: "TC 11482!", issued: "2026-13-01" }),
        errors: { number: problems.numberFormat, issued: problems.date },
      },
    });
    const stale = await actionIn(
      db,
      certificate,
      post({ action: "save", basedOn: "999", ...form({ validUntil: "2029-01-01" }) }),
      ADMIN,
      diskFileStore(dir),
    );
    expect(stale).toMatchObject({
      status: 409,
      form: { stale: true, values: { validUntil: "2029-01-01" } },
    });
    expect(
      await actionIn(
        db,
        certificate,
        post({ action: "restore", version: "x" }),
        ADMIN,
        diskFileStore(dir),
      ),
    ).toMatchObject({ status: 404, form: { problem: problems.noVersion } });
    expect(await versionsIn(db, NABL.id)).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("the drawing", () => {
  it("is named by its contents: the same values give the same name, new ones a new name", () => {
    const a = drawingOf({ ...NABL, number: "TC-12001" });
    expect(drawingOf({ ...NABL, number: "TC-12001" })).toEqual(a);
    expect(drawingOf({ ...NABL, number: "TC-12002" }).fileName).not.toBe(a.fileName);
    expect(a.fileName).toMatch(/^certificate-1-[0-9a-f]{16}\.svg$/);
    // The drawing in public/ is this code's drawing of content's values.
    expect(drawingOf(NABL).svg).toBe(
      readFileSync(
        join(import.meta.dirname, "../../../public/images/certificates/certificate-1.svg"),
        "utf8",
      ),
    );
  });
});

describe("the brochure", () => {
  it("is the built file while the numbers are content's, and the server's with the new numbers after", async () => {
    expect(await serverBrochureLink(described)).toBeUndefined();
    expect(servedBrochure("anything.pdf", described)).toBeUndefined();
    const changed = described.map((c, i) => (i === 0 ? { ...c, number: "TC-12001" } : c));
    const link = (await serverBrochureLink(changed))!;
    expect(link.href).toMatch(/^\/brochure\/[0-9a-f]{16}\.pdf$/);
    expect(link.fileName).toBe(brochure.fileName);
    expect(link.details).toMatch(/^\(PDF, \d+ KB\)$/);
    const bytes = await servedBrochure(link.href.replace("/brochure/", ""), changed)!;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await getDocument({
      data: new Uint8Array(bytes),
      useSystemFonts: false,
      standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
    }).promise;
    const text = (await (await pdf.getPage(1)).getTextContent()).items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ");
    expect(text).toContain(`${described[0]!.name}: TC-12001`);
    expect(text).not.toContain("TC-11482");
    expect(servedBrochure("0123456789abcdef.pdf", changed)).toBeUndefined();
  });
});
