import { inbox } from "@/lib/leads/inbox/handlers";

// The built-in lead inbox, endpoint of @emailjs/browser's send (JSON body).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return inbox().send(request);
}
