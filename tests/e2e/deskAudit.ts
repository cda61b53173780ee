import { DatabaseSync } from "node:sqlite";

/** How many times the desk's audit log holds `action` (a flood's lines are one line with a count). */
export function auditCount(dbPath: string, action: string): number {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const row = db
      .prepare("SELECT COALESCE(SUM(count), 0) AS n FROM desk_audit WHERE action = ?")
      .get(action) as { n: number };
    return Number(row.n);
  } finally {
    db.close();
  }
}
