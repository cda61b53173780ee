import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { portal } from "@/content/portal";
import { makePdf } from "../fixtures/documents";
import { addApiToken, postReport } from "./limsApi";
import { startServer, type OwnServer } from "./ownServer";
import { record } from "./reportRegister";
import { smtpSink } from "./smtpSink";

/**
 * My reports with several reports to choose from (issue 49 item 4): a server of
 * its own with a real SMTP server for the sign-in link, and one customer's
 * reports issued through the LIMS API, each with its PDF and a due date out of
 * the order of issue (the last one without a due date, nor a PDF).
 */
export async function portalWithReports() {
  const sink = await smtpSink();
  const server: OwnServer = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
  });
  const bearer = addApiToken(server.dbPath, "portal-list", "issue").token;
  const run = randomUUID().slice(0, 8);
  const customer = `qa@plant-${run}.example`;
  const dues = ["2027-02-10", "2026-12-05", "2027-06-30", "2027-01-20", "2026-12-24", ""];
  const reports = [];
  for (const [i, dueDate] of dues.entries()) {
    const fields = {
      ...record(),
      customerEmail: customer,
      serialNumber: `SN-${run}-${i + 1}`,
      issueDate: `2026-0${i + 1}-15`,
      ...(dueDate ? { dueDate } : {}),
    } as Record<string, string>;
    await postReport(server.url, bearer, fields, dueDate ? makePdf(`${run} ${i}`) : undefined);
    reports.push({ ulr: fields.ulr!, serialNumber: fields.serialNumber!, dueDate });
  }
  return {
    sink,
    server,
    customer,
    /** Newest first, as the list shows them without an order. */
    reports: reports.reverse(),
    async stop() {
      await server.stop();
      await sink.close();
    },
  };
}

/**
 * How many reports are ticked, as the browser says it: the zip bar's count is a
 * CSS counter (no script), which the DOM does not hold; the browser's
 * accessibility tree (what a screen reader reads) has it as text.
 */
export async function chosenCount(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "#portal-zip-count",
    });
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const text = (id: string): string => {
      const n = byId.get(id);
      if (!n) return "";
      if (n.role?.value === "StaticText") return String(n.name?.value ?? "");
      return (n.childIds ?? []).map(text).join(" ");
    };
    const count = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
    return count ? text(count.nodeId).replace(/\s+/g, " ").trim() : "";
  } finally {
    await cdp.detach();
  }
}

/** The zip bar: its form, named "Download PDFs". */
export const zipBar = (page: Page) => page.getByRole("form", { name: portal.reports.zip.heading });

/** No sideways scroll at this width. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}
