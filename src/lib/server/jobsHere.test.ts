// @vitest-environment node
import { describe, expect, it } from "vitest";
import { jobsHere } from "./background";
import { serverJobs } from "./jobs";

describe("which jobs a server runs (JOBS)", () => {
  const names = (jobs: readonly { name: string }[]) => jobs.map((job) => job.name);

  it("runs every job with JOBS=on, the default", () => {
    const { run, elsewhere } = jobsHere(serverJobs(), "on");
    expect(names(run)).toEqual(names(serverJobs()));
    expect(elsewhere).toEqual([]);
  });

  it("leaves the lab's e-mails, purge and backups to the server with JOBS=on, and keeps its own", () => {
    const { run, elsewhere } = jobsHere(serverJobs(), "off");
    expect(elsewhere).toEqual([
      "lead e-mails",
      "application e-mails",
      "quotation e-mails",
      "link e-mails",
      "follow-up e-mails",
      "calibration reminders",
      "daily purge",
      "backups",
    ]);
    // What serves this server's own requests and memory stays on.
    expect(names(run)).toEqual([
      "untrusted-work pool",
      "articles kept unrendered",
      "scheduled articles",
      "report check counts",
      "content version",
    ]);
  });
});
