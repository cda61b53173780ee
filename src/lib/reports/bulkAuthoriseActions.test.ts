// @vitest-environment node
import { describe, expect, it } from "vitest";
import { registerDesk } from "@/content/reports";
import { DeskError } from "@/lib/platform/convention/errors";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { bulkAuthoriseAction } from "./bulkAuthoriseActions";
import { MAX_BULK_AUTHORISE } from "./review";
import { refusalOf } from "../../../tests/fixtures/deskPost";

const words = registerDesk.bulkAuthorise;
const signatory = { email: "verma@lab.example", roles: ["signatory" as const] };
const posted = (refs: string[]) => {
  const form = new FormData();
  for (const ref of refs) form.append("ref", ref);
  return new Request("https://lab.example/desk/reports/authorise", { method: "POST", body: form });
};

describe("authorising the register's ticked reports", () => {
  it(
    "refuses none ticked and too many with 400 and the desk's words; an unknown one is skipped and said",
    onFreshStore(async () => {
      const many = Array.from({ length: MAX_BULK_AUTHORISE + 1 }, (_, i) => `TC-${i}`);
      for (const [refs, message] of [
        [[], words.none],
        [many, words.tooMany(MAX_BULK_AUTHORISE)],
      ] as const) {
        const caught = await refusalOf(bulkAuthoriseAction(posted([...refs]), signatory));
        expect(caught).toBeInstanceOf(DeskError);
        expect(caught).toMatchObject({ status: 400, message });
      }
      const answer = await bulkAuthoriseAction(posted(["TC-1"]), signatory);
      expect(answer.authorised).toEqual([]);
      expect(answer.skipped).toHaveLength(1);
    }),
  );
});
