import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DeferredMenu, type PanelProps } from "./DeferredMenu";

type Props = { title: string };

function FakePanel({ title, openedBy, trigger }: Props & PanelProps) {
  return (
    <div role="menu" aria-label={title}>
      <button type="button">{trigger}</button>
      <span>opened by {openedBy}</span>
    </div>
  );
}

function setup(load: () => Promise<typeof FakePanel>) {
  render(
    <DeferredMenu load={load} panelProps={{ title: "Services" }} popup="menu" className="btn">
      Service
    </DeferredMenu>,
  );
  return screen.getByRole("button", { name: "Service" });
}

describe("DeferredMenu", () => {
  it("shows a closed menu button and loads nothing until the visitor reaches for it", () => {
    const load = vi.fn(() => Promise.resolve(FakePanel));
    const button = setup(load);
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("starts the download on hover and opens the real menu on a click", async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve(FakePanel));
    const button = setup(load);
    await user.hover(button);
    expect(load).toHaveBeenCalled();
    await user.click(button);
    const menu = await screen.findByRole("menu", { name: "Services" });
    expect(menu).toHaveTextContent("opened by pointer");
    // The panel received the same button content.
    expect(screen.getByRole("button", { name: "Service" })).toBeInTheDocument();
  });

  it.each([["{Enter}"], [" "], ["{ArrowDown}"]])(
    "opening with %s tells the panel it was the keyboard",
    async (key) => {
      const user = userEvent.setup();
      const button = setup(() => Promise.resolve(FakePanel));
      button.focus();
      await user.keyboard(key);
      expect(await screen.findByRole("menu")).toHaveTextContent("opened by keyboard");
    },
  );

  it("says so when the menu cannot load, and a second press tries again", async () => {
    const user = userEvent.setup();
    let online = false;
    const load = () => (online ? Promise.resolve(FakePanel) : Promise.reject(new Error("offline")));
    const button = setup(load);
    await user.click(button);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The menu could not load. Check your connection and try again.",
    );
    expect(screen.queryByRole("menu")).toBeNull();
    online = true;
    await user.click(button);
    expect(await screen.findByRole("menu")).toBeInTheDocument();
  });
});
