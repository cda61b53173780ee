import { describe, expect, it } from "vitest";
import { csvCell, leadsToCsv, neutralizeCell, toCsv } from "./csv";

describe("neutralizeCell", () => {
  it("prefixes an apostrophe to formula-like text", () => {
    for (const bad of [
      '=HYPERLINK("http://x")',
      "+91 98765 43210; =1+1",
      '+91 98765" & HYPERLINK("x")',
      "-2+3",
      "@SUM(A1)",
      "\tx",
      "\rx",
      // After leading spaces, tabs or line breaks, and the full-width signs.
      " =not first",
      "  \t=1+1",
      "\n@SUM(A1)",
      "＝1+1",
      "＋91",
      "－2",
      "＠SUM(A1)",
      " ＝x",
    ]) {
      expect(neutralizeCell(bad)).toBe(`'${bad}`);
    }
  });

  it("shows an international phone number as typed, with no guard character", () => {
    expect(neutralizeCell("+91 98765 43210")).toBe('="+91 98765 43210"');
    expect(neutralizeCell("+1 (415) 555-0100")).toBe('="+1 (415) 555-0100"');
    expect(csvCell("+91 98765 43210")).toBe('"=""+91 98765 43210"""');
  });

  it("leaves ordinary text alone", () => {
    for (const ok of [
      "Asha",
      "अनिल शर्मा",
      "9876543210",
      "a=b",
      "x@y.in",
      "",
      "'quoted",
      " plain",
    ]) {
      expect(neutralizeCell(ok)).toBe(ok);
    }
  });
});

describe("csvCell", () => {
  it("quotes per RFC 4180", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises before quoting", () => {
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell("\rline")).toBe(`"'\rline"`);
    expect(csvCell("-1,5")).toBe(`"'-1,5"`);
  });

  it("drops control characters other than tab and line breaks", () => {
    expect(csvCell("Asha\u001b[31mRED\u0000")).toBe("Asha[31mRED");
    expect(csvCell("\u001b=1+1")).toBe("'=1+1");
    expect(csvCell("a\tb")).toBe("a\tb");
  });

  it("stringifies other values", () => {
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(4)).toBe("4");
    expect(csvCell(-4)).toBe("'-4");
    expect(csvCell(true)).toBe("true");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe("toCsv / leadsToCsv", () => {
  it("joins rows with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c,d", "=e"],
      ]),
    ).toBe('a,b\r\n"c,d",\'=e\r\n');
  });

  it("writes one row per lead in sales' columns, whatever each form calls its fields", () => {
    const base = {
      createdAt: "2026-04-02T20:00:00.000Z",
      template: "contact",
      client: "203.0.113.5",
      userAgent: "Mozilla/5.0",
      fileName: null,
      fileType: null,
      fileSize: null,
      status: "new" as const,
      latestNote: "",
      owner: "",
      followUp: "",
    };
    const csv = leadsToCsv([
      {
        ...base,
        id: 1,
        reference: "LEAD-2026-000001",
        form: "consultation",
        fields: {
          user_name: "Asha",
          user_email: "asha@example.in",
          user_phone: "+91 98765 43210",
          user_service: "Calibration Services",
          message: "Call me",
        },
        status: "quoted",
        latestNote: "Quote sent, 12% off",
        owner: "asha@lab.example",
        followUp: "2026-12-08",
      },
      {
        ...base,
        id: 2,
        reference: "LEAD-2026-000002",
        form: "enquiry",
        template: "enquiry",
        fields: {
          company_name: "=evil()",
          contact_person: "Ravi",
          email: "ravi@example.in",
          phone: "0731 2345678",
          selected_service: "Cables",
          equipment_details: "3 drums",
        },
        fileName: "../spec sheet.pdf",
        fileType: "application/pdf",
        fileSize: 1234,
      },
    ]);
    // A byte order mark first, so spreadsheet programs read UTF-8 (Devanagari names).
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Received (IST),Form,Service,Name,Company,E-mail,Phone,Status,Owner,Follow-up,Latest note,File name,Message,Equipment details",
    );
    expect(lines[1]).toBe(
      'LEAD-2026-000001,2026-04-03 01:30,Consultation request,Calibration Services,Asha,,asha@example.in,"=""+91 98765 43210""",Quoted,asha@lab.example,8/12/2026,"Quote sent, 12% off",,Call me,',
    );
    expect(lines[2]).toBe(
      "LEAD-2026-000002,2026-04-03 01:30,Testing enquiry,Cables,Ravi,'=evil(),ravi@example.in,0731 2345678,New,,,,spec sheet.pdf,,3 drums",
    );
    expect(lines[3]).toBe("");
    // Neither the visitor's address nor their browser leaves the desk in a spreadsheet.
    expect(csv).not.toContain("203.0.113.5");
    expect(csv).not.toContain("Mozilla");
  });

  it("names a field that shares another's label by both", () => {
    const csv = leadsToCsv([
      {
        id: 1,
        reference: "LEAD-2026-000003",
        createdAt: "2026-04-02T20:00:00.000Z",
        template: "contact",
        form: "gone",
        fields: { Form: "x", message: "y" },
        client: "local",
        userAgent: null,
        fileName: null,
        fileType: null,
        fileSize: null,
        status: "new",
        latestNote: "",
        owner: "",
        followUp: "",
      },
    ]);
    expect(csv.slice(1).split("\r\n")[0]).toMatch(/,Form \(Form\),Message$/);
  });
});
