import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProgressiveSections } from "./ProgressiveSections";

let pathname = "/about";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

function page(sections: number) {
  document.body.innerHTML = `<main>${'<section class="s"></section>'.repeat(sections)}</main><footer></footer>`;
}
const rendered = () =>
  [...document.querySelectorAll("main > section, footer")].map((e) =>
    e.hasAttribute("data-rendered"),
  );

describe("ProgressiveSections", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders the skipped sections after load, one idle step at a time, never the first", () => {
    page(3);
    render(<ProgressiveSections />, {
      container: document.body.appendChild(document.createElement("div")),
    });
    expect(rendered()).toEqual([false, false, false, false]);
    vi.advanceTimersByTime(50);
    expect(rendered()).toEqual([false, true, false, false]);
    vi.advanceTimersByTime(200);
    expect(rendered()).toEqual([false, true, true, true]);
  });

  it("does the same for the sections of the next page after a client navigation", () => {
    page(2);
    const host = document.body.appendChild(document.createElement("div"));
    const { rerender } = render(<ProgressiveSections />, { container: host });
    vi.advanceTimersByTime(500);
    expect(rendered()).toEqual([false, true, true]);
    const main = document.querySelector("main")!;
    main.innerHTML = "<section></section><section></section><section></section>";
    pathname = "/contact";
    rerender(<ProgressiveSections />);
    vi.advanceTimersByTime(500);
    expect(rendered()).toEqual([false, true, true, true]);
  });
});
