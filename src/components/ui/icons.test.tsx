import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Zap as zapDrawing } from "lucide";
import { Zap } from "./icons";

describe("icons", () => {
  it("draw lucide's shapes as a plain 24 px stroked SVG, passing props through", () => {
    const html = renderToStaticMarkup(<Zap className="size-5" aria-hidden="true" />);
    const [, attrs] = zapDrawing[0]!;
    expect(html).toContain(`d="${attrs.d}"`);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('class="size-5"');
    expect(html).toContain('aria-hidden="true"');
  });
});
