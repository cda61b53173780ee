import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every word a visitor reads lives in content/: components and routes render
 * data. This finds JSX text with letters, and string literals with letters in
 * the attributes and props that carry words, in components/ and src/.
 */
const root = join(import.meta.dirname, "..", "..");

/** Attributes and props whose string values a visitor reads or hears. */
const WORD_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
  "heading",
  "eyebrow",
  "text",
  "caption",
  "description",
  "message",
  "summary",
]);

/** The text of a string or template literal, or undefined for anything else. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  }
  return undefined;
}

/** Literals a JSX expression shows: its own, and those of conditionals, &&, ||, ?? and + inside it. */
function shownLiterals(node: ts.Node): string[] {
  const own = literalText(node);
  if (own !== undefined) return [own];
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    ) {
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    }
  }
  return [];
}

/** Words that are not the site's to translate or edit, each with its reason. */
const ALLOWED: Record<string, string> = {};

const hasLetters = (text: string) => /\p{L}{2,}/u.test(text);

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => ext.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

function wordsInTsx(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) {
      found.push(`${where(node)} text "${node.text.trim()}"`);
    }
    if (ts.isJsxAttribute(node) && WORD_PROPS.has(node.name.getText(source))) {
      const init = node.initializer;
      const literals = !init
        ? []
        : ts.isStringLiteral(init)
          ? [init.text]
          : ts.isJsxExpression(init) && init.expression
            ? shownLiterals(init.expression)
            : [];
      for (const literal of literals.filter(hasLetters)) {
        found.push(`${where(node)} ${node.name.getText(source)}="${literal}"`);
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of shownLiterals(node.expression).filter(hasLetters)) {
        found.push(`${where(node)} text "${literal}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An .astro file: its template after the frontmatter, read as TSX (close enough for text and attributes). */
function wordsInAstro(file: string, text: string): string[] {
  const template = text.replace(/^---[\s\S]*?\n---\n/, (front) =>
    "\n".repeat(front.split("\n").length - 1),
  );
  const withoutScripts = template.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, (block) =>
    "\n".repeat(block.split("\n").length - 1),
  );
  return wordsInTsx(file.replace(/\.astro$/, ".tsx"), `<>${withoutScripts}</>`);
}

function findings(): string[] {
  const tsx = files("src/components", /\.tsx$/).flatMap((file) =>
    wordsInTsx(relative(root, join(root, file)), readFileSync(join(root, file), "utf8")),
  );
  const astro = files("src", /\.astro$/).flatMap((file) =>
    wordsInAstro(file, readFileSync(join(root, file), "utf8")),
  );
  return [...tsx, ...astro].filter(
    (finding) => !Object.keys(ALLOWED).some((a) => finding.includes(a)),
  );
}

describe("every word a visitor reads lives in content/", () => {
  it("finds a planted word", () => {
    expect(
      wordsInTsx("x.tsx", `const A = () => <p aria-label="Close">Hello there</p>;`),
    ).toHaveLength(2);
    expect(
      wordsInTsx(
        "x.tsx",
        "const B = (p: boolean) => <b title={`${1} of 2`}>{p ? 'Play' : 'Pause'}</b>;",
      ),
    ).toHaveLength(3);
    expect(
      wordsInTsx("x.tsx", `const C = () => <p className="mt-2">{" "}{value}</p>;`),
    ).toHaveLength(0);
    expect(wordsInAstro("x.astro", `---\nconst a = 1;\n---\n<h1>Welcome</h1>`)).toHaveLength(1);
  });

  it("components and routes hold none", () => {
    expect(findings()).toEqual([]);
  });
});
