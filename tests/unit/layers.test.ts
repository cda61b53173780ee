import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The code's layers: routes -> components -> lib -> content. Content is plain
 * data and depends on nothing; lib never reaches up into components.
 */
const root = join(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^"';]*?from\s+["']([^"']+)["']/g)].map(
    (match) => match[1]!,
  );
}

/** The project path an import names: "@/x" and "./x" alike ("" for a package). */
function target(file: string, specifier: string): string {
  if (specifier.startsWith("@/")) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith(".")) return relative(root, join(root, dirname(file), specifier));
  return "";
}

function offenders(dir: string, allowed: (path: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => !allowed(target(file, specifier)))
      .map((specifier) => `${relative(root, join(root, file))} imports ${specifier}`),
  );
}

describe("layers", () => {
  it("finds the imports it checks", () => {
    expect(importsOf("src/content/navigation.ts")).toContain("./services");
  });

  it("content imports only content", () => {
    expect(offenders("src/content", (path) => path.startsWith("src/content/"))).toEqual([]);
  });

  it("lib never imports components or routes", () => {
    expect(
      offenders(
        "src/lib",
        (path) => path === "" || path.startsWith("src/lib/") || path.startsWith("src/content/"),
      ),
    ).toEqual([]);
  });
});
