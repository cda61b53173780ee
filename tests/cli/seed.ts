import { DatabaseSync } from "node:sqlite";
import { sessionUser } from "@/lib/desk/sessions";
import { signIn } from "@/lib/desk/signIn";
import { withStore } from "@/lib/db/store";
import type { NewLead } from "@/lib/leads/leads";
import { openLeadStore } from "@/lib/leads/openLeadStore";

/**
 * The only place these tests reach into the data layer: leads are put in the
 * way the inbox stores them (with their own dates, for the purge), and staff
 * sign in the way the desk signs them in; the rest goes through the command line.
 */
export async function seedLeads(dbPath: string, leads: NewLead[]): Promise<string[]> {
  const store = openLeadStore(dbPath);
  try {
    const references: string[] = [];
    for (const lead of leads) references.push((await store.insert(lead)).reference);
    return references;
  } finally {
    store.close();
  }
}

/** A consultation lead as the inbox stores it. */
export function consultation(name: string, extra: Partial<NewLead> = {}): NewLead {
  return {
    template: "template_contact",
    form: "consultation",
    fields: {
      user_name: name,
      user_email: "asha@example.in",
      user_phone: "9826012345",
      user_service: "Calibration Services",
      message: `Please call me (${name}).`,
    },
    client: "203.0.113.9",
    userAgent: "Firefox/140",
    ...extra,
  };
}

/** Signs in as the desk does; answers the session token, or undefined when refused. */
export async function deskSignIn(dbPath: string, email: string, password: string) {
  const db = new DatabaseSync(dbPath, { timeout: 10_000 });
  try {
    const result = await withStore(db, () => signIn(email, password, "192.0.2.1"));
    return result.ok ? result.token : undefined;
  } finally {
    db.close();
  }
}

/** Whose session a token still is, as the desk checks it on every request. */
export async function deskSession(dbPath: string, token: string): Promise<string | undefined> {
  const db = new DatabaseSync(dbPath, { timeout: 10_000 });
  try {
    return (await withStore(db, () => sessionUser(token)))?.email;
  } finally {
    db.close();
  }
}
