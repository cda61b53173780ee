import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The code's layers point one way: routes (src/pages) -> layouts -> components
 * -> lib -> content. Browser scripts and client directives use only lib and
 * content; the command-line scripts never reach into the tests; nothing in src
 * reaches into scripts/ or tests/. Tests beside the code are not checked (they
 * may use tests/fixtures).
 */
const root = join(import.meta.dirname, "..", "..");

const CODE = /\.(ts|tsx|mjs|astro)$/;
const TEST = /\.test\.tsx?$/;
const RESOLVE = ["", ".ts", ".tsx", ".mjs", ".astro", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => CODE.test(file) && !TEST.test(file))
    .map((file) => join(dir, file));
}

/** Static, side-effect, re-export and dynamic imports alike. */
export function importsIn(text: string): string[] {
  const patterns = [
    /(?:^|\n)\s*(?:import|export)[^"';]*?from\s+["']([^"']+)["']/g,
    /(?:^|\n)\s*import\s+["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

const importsOf = (file: string) => importsIn(readFileSync(join(root, file), "utf8"));

/** The project file an import names ("@/x" and "./x" alike), or "" for a package. */
function target(file: string, specifier: string): string {
  let path: string;
  if (specifier.startsWith("@/")) path = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) path = relative(root, join(root, dirname(file), specifier));
  else return "";
  const found = RESOLVE.map((ending) => path + ending).find((candidate) => {
    const full = join(root, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
  return found ?? path;
}

const under = (path: string, ...dirs: string[]) => dirs.some((dir) => path.startsWith(`${dir}/`));

/** "file imports specifier" for every import in dir whose target is not allowed. */
function offenders(dir: string, allowed: (path: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => !allowed(target(file, specifier)))
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

/**
 * Folders of src/lib that depend on each other round a circle, each circle as
 * its imports between folders ("a -> b (file imports x)"). Found as the
 * strongly connected components of the folder graph (Tarjan).
 */
function libFolderCycles(): string[][] {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles("src/lib")) {
    for (const specifier of importsOf(file)) {
      const to = target(file, specifier);
      const [a, b] = [dirname(file), dirname(to)];
      if (!under(to, "src/lib") || a === b) continue;
      if (!edges.has(a)) edges.set(a, new Map());
      if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${file} imports ${specifier}`);
    }
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const members = stack.splice(stack.indexOf(folder));
    if (members.length < 2) return;
    circles.push(
      members
        .sort()
        .flatMap((a) =>
          [...(edges.get(a) ?? [])]
            .filter(([b]) => members.includes(b))
            .map(([b, why]) => `${a} -> ${b} (${why})`),
        ),
    );
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);
  return circles;
}

const packageOr =
  (...dirs: string[]) =>
  (path: string) =>
    path === "" || under(path, ...dirs);

describe("layers", () => {
  it("finds the imports it checks, of every kind", () => {
    expect(importsOf("src/content/navigation.ts")).toContain("./services");
    expect(importsOf("src/layouts/SiteLayout.astro")).toContain("../scripts/header-tone");
    expect(importsIn(`const Panel = () => import("@/lib/x");`)).toEqual(["@/lib/x"]);
    expect(target("src/content/navigation.ts", "./services")).toBe("src/content/services/index.ts");
    expect(sourceFiles("scripts").length).toBeGreaterThan(0);
  });

  it("content imports only content", () => {
    expect(offenders("src/content", (path) => under(path, "src/content"))).toEqual([]);
  });

  it("lib imports only lib and content", () => {
    expect(offenders("src/lib", packageOr("src/lib", "src/content"))).toEqual([]);
  });

  it("components never import layouts, routes, directives or browser scripts", () => {
    expect(
      offenders(
        "src/components",
        (path) => !under(path, "src/layouts", "src/pages", "src/directives", "src/scripts"),
      ),
    ).toEqual([]);
  });

  it("layouts never import routes", () => {
    expect(offenders("src/layouts", (path) => !under(path, "src/pages"))).toEqual([]);
  });

  it("browser scripts and client directives import only lib and content", () => {
    expect(offenders("src/scripts", packageOr("src/scripts", "src/lib", "src/content"))).toEqual(
      [],
    );
    expect(
      offenders("src/directives", packageOr("src/directives", "src/lib", "src/content")),
    ).toEqual([]);
  });

  it("the command-line scripts never import the tests", () => {
    expect(offenders("scripts", (path) => !under(path, "tests"))).toEqual([]);
  });

  it("nothing in src imports scripts/ or tests/", () => {
    expect(offenders("src", (path) => !under(path, "scripts", "tests"))).toEqual([]);
  });

  it("no two folders of lib import each other, directly or round a circle", () => {
    expect(libFolderCycles()).toEqual([]);
  });
});
