import { describe, expect, it } from "vitest";
import { createReportLog, parseCspReports } from "./cspReport";

describe("CSP violation reports", () => {
  it("reads both shapes and drops query strings", () => {
    expect(
      parseCspReports(
        JSON.stringify({
          "csp-report": {
            "document-uri": "https://lab.example/contact?email=asha@example.in",
            "violated-directive": "style-src-elem",
            "effective-directive": "style-src-elem",
            "blocked-uri": "inline",
          },
        }),
      ),
    ).toEqual([
      { directive: "style-src-elem", blocked: "inline", page: "https://lab.example/contact" },
    ]);
    expect(
      parseCspReports(
        JSON.stringify([
          {
            type: "csp-violation",
            body: {
              documentURL: "https://lab.example/?a=1",
              effectiveDirective: "script-src-elem",
              blockedURL: "https://evil.example/x.js?token=1",
            },
          },
          { type: "deprecation", body: {} },
        ]),
      ),
    ).toEqual([
      {
        directive: "script-src-elem",
        blocked: "https://evil.example/x.js",
        page: "https://lab.example/",
      },
    ]);
    expect(parseCspReports("not json")).toEqual([]);
  });

  it("logs at most the limit per minute", () => {
    const lines: string[] = [];
    const log = createReportLog(2, (l) => lines.push(l));
    const v = { directive: "img-src", blocked: "data", page: "/" };
    log([v, v, v], 0);
    log([v], 1000);
    expect(lines).toHaveLength(2);
    log([v], 61_001);
    expect(lines).toHaveLength(3);
  });

  it("logs a report whose fields hold line breaks and control characters as one line", () => {
    const lines: string[] = [];
    const log = createReportLog(10, (l) => lines.push(l));
    log(
      parseCspReports(
        JSON.stringify({
          "csp-report": {
            "effective-directive":
              "img-src\nCSP violation: script-src blocked https://evil.example on /desk",
            "blocked-uri": "inline\r\n\u2028fake\u0085line\u001b[31m",
            "document-uri": "not a url\u2029second line\u007f",
          },
        }),
      ),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(lines[0]).toContain("img-src CSP violation: script-src");
  });
});
