/** npm run db:types: writes src/lib/db/tables.generated.ts from the migrations (after adding one). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../src/lib/db/connection";
import { formattedTableTypes } from "../src/lib/db/tableTypes";

const target = fileURLToPath(new URL("../src/lib/db/tables.generated.ts", import.meta.url));
const db = openDatabase(":memory:");
writeFileSync(target, await formattedTableTypes(db, target));
db.close();
console.log("Wrote src/lib/db/tables.generated.ts");
