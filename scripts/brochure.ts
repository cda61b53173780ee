// Writes public/{product}-Brochure.pdf from the content modules (run by `npm run build`).
import { writeFile } from "node:fs/promises";
import { brochureFileName } from "@/content/site";
import { buildBrochure } from "@/lib/brochure/buildBrochure";

const target = `public/${brochureFileName}`;
await writeFile(target, await buildBrochure());
console.log(`Brochure written: ${target}`);
