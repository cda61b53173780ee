import { portal } from "@/content/portal";
import { PORTAL_ZIPS } from "@/lib/fairShare/limits";
import { createSharedSlots, refusalStatus } from "@/lib/fairShare/slots";
import { textResponse, withHeaders } from "@/lib/http/responses";
import { zipStream, type ZipFile, type ZipStreamOptions } from "./zip";

/** Who asks for a zip: the signed-in customer's address, and their client (lib/http/client.ts). */
export interface ZipAsker {
  customer: string;
  client: string;
  /** Resolves when their connection has sent what it was given (lib/http/drained.ts). */
  sent?: () => Promise<void>;
}

/**
 * "Download as zip" with a share per customer and per client: a zip holds its
 * slots until it is sent whole or its reader gives up; one over a share is
 * refused at once (429, or 503 when every slot is taken) with Retry-After.
 */
export function zipDownloads(openFile?: ZipStreamOptions["openFile"]) {
  const { total, retryAfterSeconds } = PORTAL_ZIPS;
  const customers = createSharedSlots({
    total,
    perClient: PORTAL_ZIPS.perCustomer,
    retryAfterSeconds,
  });
  const clients = createSharedSlots({ total, perClient: PORTAL_ZIPS.perClient, retryAfterSeconds });
  return (files: readonly ZipFile[], { customer, client, sent }: ZipAsker): Response => {
    const mine = customers.take(customer);
    if (!mine.ok) return refused(mine);
    const network = clients.take(client);
    if (!network.ok) {
      mine.release();
      return refused(network);
    }
    const finished = () => {
      mine.release();
      network.release();
    };
    return new Response(zipStream(files, { openFile, finished, sent }), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": 'attachment; filename="reports.zip"',
        "X-Content-Type-Options": "nosniff",
      },
    });
  };
}

function refused(refusal: Parameters<typeof refusalStatus>[0]): Response {
  const { status, headers } = refusalStatus(refusal);
  return withHeaders(textResponse(status, portal.reports.zip.busy), headers);
}

/** The server's one set of zip slots. */
export const zipDownload = zipDownloads();
