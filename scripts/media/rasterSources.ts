import { readdirSync } from "node:fs";
import path from "node:path";
import { rasterFolders } from "@/lib/pictures";

function svgsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svgsUnder(full);
    return entry.name.endsWith(".svg") ? [full] : [];
  });
}

/** Every SVG under public/images/<folder> of lib/pictures.ts's rasterFolders, as file paths. */
export function rasterSources(publicDir: string): string[] {
  return rasterFolders.flatMap((folder) => svgsUnder(path.join(publicDir, "images", folder)));
}
