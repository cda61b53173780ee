/**
 * npm run bench:desk — the lead desk with 10,000 leads.
 *
 * Needs a production build. Seeds a throwaway database with 10,000 leads of
 * every form, adds a staff account, starts the production server on
 * 127.0.0.1:3198, signs in and times (median of 15, server answer complete):
 * the first page of the list, a filtered page, and a search.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "@/lib/db/connection";
import { openLeadStore } from "@/lib/db/leads";
import { addUser } from "@/lib/desk/accounts";
import { formKeys, formTemplate } from "@/lib/leads/options";

const PORT = 3198;
const BASE = `http://127.0.0.1:${PORT}`;
const LEADS = 10_000;
const RUNS = 15;
const PASSWORD = "correct horse battery staple";

const names = ["Asha Verma", "Ravi Joshi", "Meera Nair", "Sanjay Patel", "Farah Khan", "अनिल शर्मा"];
const companies = [
  "Narmada Cables",
  "Malwa Transformers",
  "Indore Switchgear",
  "Rewa Power",
  "Ujjain Meters",
];

function seed(dbPath: string) {
  const store = openLeadStore(dbPath);
  const start = Date.now();
  for (let i = 0; i < LEADS; i++) {
    const form = formKeys[i % formKeys.length]!;
    store.insert({
      template: formTemplate[form],
      form,
      fields: {
        user_name: `${names[i % names.length]} ${i}`,
        company_name: companies[i % companies.length],
        user_email: `person${i}@example.in`,
        user_phone: `98260${String(i).padStart(5, "0")}`,
        message: `Please test ${i % 3 === 0 ? "11 kV XLPE cable" : "energy meters"} lot ${i}.`,
      },
      client: "203.0.113.9",
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 45 * 60_000),
    });
  }
  store.close();
  return Date.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(path: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await fetch(BASE + path, { headers: { cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

const dir = mkdtempSync(join(tmpdir(), "bench-desk-"));
const dbPath = join(dir, "leads.sqlite");
const seedMs = seed(dbPath);
await addUser(openDatabase(dbPath), "bench@lab.example", PASSWORD, ["leads"]);
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  cwd: join(import.meta.dirname, ".."),
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LEADS_DB_PATH: dbPath },
  stdio: "ignore",
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/desk/sign-in`)).ok) break;
    } catch {
      if (i > 100) throw new Error("the server did not start");
      await sleep(200);
    }
  }
  const signIn = await fetch(`${BASE}/desk/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ email: "bench@lab.example", password: PASSWORD }),
    redirect: "manual",
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
  if (!cookie) throw new Error("could not sign in");
  console.log(`seeded ${LEADS} leads in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`list page          ${(await time("/desk", cookie)).toFixed(1)} ms (target < 200)`);
  console.log(`list, page 100     ${(await time("/desk?page=100", cookie)).toFixed(1)} ms`);
  console.log(
    `filter by form     ${(await time("/desk?form=enquiry&status=new", cookie)).toFixed(1)} ms`,
  );
  console.log(
    `search "Narmada"   ${(await time("/desk?q=Narmada", cookie)).toFixed(1)} ms (target < 100)`,
  );
  console.log(
    `search a reference ${(await time("/desk?q=LEAD-2026-009999", cookie)).toFixed(1)} ms`,
  );
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
