// @vitest-environment node
import { describe, expect, it } from "vitest";
import { registerDesk } from "@/content/reports";
import { DeskError } from "@/lib/platform/convention/errors";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { MAX_QR_REPORTS } from "./qrCodes";
import { qrCodesDownload } from "./qrCodesActions";
import { postedForm, refusalOf } from "../../../tests/fixtures/deskPost";

const problems = registerDesk.qrCodes.problems;
const posted = (fields: [string, string][]) => postedForm("/desk/reports/qr-codes", fields);

describe("the register's QR codes download", () => {
  it(
    "refuses no format, no report, too many and one not in the register, with 400 and the desk's words",
    onFreshStore(async () => {
      const many = Array.from({ length: MAX_QR_REPORTS + 1 }, (_, i): [string, string] => [
        "ref",
        `TC-${i}`,
      ]);
      const cases: [[string, string][], string][] = [
        [[["ref", "TC-1"]], problems.format],
        [[["format", "pdf"]], problems.format],
        [[["format", "zip"]], problems.none],
        [[["format", "labels"], ...many], problems["too-many"](MAX_QR_REPORTS)],
        [
          [
            ["format", "zip"],
            ["ref", "TC-1"],
          ],
          problems.unknown("TC-1"),
        ],
      ];
      for (const [fields, message] of cases) {
        const caught = await refusalOf(qrCodesDownload(posted(fields)));
        expect(caught).toBeInstanceOf(DeskError);
        expect(caught).toMatchObject({ status: 400, message });
      }
      const noForm = new Request("https://lab.example/desk/reports/qr-codes", {
        method: "POST",
        body: "format=zip",
      });
      expect(await refusalOf(qrCodesDownload(noForm))).toMatchObject({
        status: 400,
        message: problems.format,
      });
    }),
  );
});
