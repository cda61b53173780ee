// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it, vi } from "vitest";
import { documentRefusals } from "@/content/fileChecks";
import { createApplicationInbox } from "@/lib/careers/applicationsInbox";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { VISITOR_LANE_SHARE } from "@/lib/fairShare/limits";
import { createThrottle } from "@/lib/platform/throttle/memory";
import { applicationFields } from "../../../../tests/fixtures/applications";
import { makePdf } from "../../../../tests/fixtures/documents";
import { checkFile } from "./files";
import { Reply, replyResponse } from "./reply";

/**
 * A file whose check found no room in the visitor lane: the sender is told to
 * wait (Retry-After), 429 when it was its own share that was used up, 503
 * when the lane was full; by the enquiries' inbox and the applications' alike.
 */

const lane = vi.hoisted(() => ({ overShare: true }));
vi.mock("@/lib/intake/checkDocument", async (original) => ({
  ...(await original<typeof import("@/lib/intake/checkDocument")>()),
  checkDocument: vi.fn(async () => ({ ok: false, problem: "busy", overShare: lane.overShare })),
}));

const pdf = () => ({
  field: "specification_file",
  file: new File([makePdf()], "spec.pdf"),
});

async function refusalOf(work: Promise<unknown>): Promise<Reply> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Reply) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("an enquiry's file refused for want of room in the visitor lane", () => {
  it("answers 429 with Retry-After when the client used its own share", async () => {
    lane.overShare = true;
    const answer = replyResponse(await refusalOf(checkFile("enquiry", pdf(), "203.0.113.5")));
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe(String(VISITOR_LANE_SHARE.retryAfterSeconds));
    expect(await answer.text()).toBe(documentRefusals.busy);
  });

  it("answers 503 with Retry-After when the lane was full", async () => {
    lane.overShare = false;
    const answer = replyResponse(await refusalOf(checkFile("enquiry", pdf(), "203.0.113.5")));
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe(String(VISITOR_LANE_SHARE.retryAfterSeconds));
  });
});

describe("a CV refused for want of room in the visitor lane", () => {
  it("is refused with the wait the applicant's page sends as Retry-After", async () => {
    lane.overShare = true;
    const db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
    const inbox = createApplicationInbox({
      throttle: createThrottle({ limit: 100 }),
      log: () => {},
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(applicationFields())) form.set(name, value);
    form.set("cv", new File([makePdf()], "asha.pdf"));
    const outcome = await withStore(db, () =>
      inbox.submit(
        new Request("http://localhost/career/apply/send", { method: "POST", body: form }),
        "203.0.113.6",
      ),
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 429,
      problem: "file-unchecked",
      retryAfterSeconds: VISITOR_LANE_SHARE.retryAfterSeconds,
    });
  });
});
