import { useState, type ComponentType, type KeyboardEvent, type ReactNode } from "react";
import { LOAD_FAILED_MESSAGE } from "@/content/islandStatus";

/** How the visitor opened a menu: keyboard users land on its first item. */
export type OpenedBy = "pointer" | "keyboard";

/** What every deferred menu panel receives besides its own props. */
export type PanelProps = { openedBy: OpenedBy; trigger: ReactNode };

type Loaded<P> = { Panel: ComponentType<P & PanelProps>; openedBy: OpenedBy };

/**
 * A header menu whose code (Radix, ~35 KB gzip) loads when the visitor first
 * reaches for it instead of with every page. Until then this renders the same
 * button, server-rendered and styled; hovering or focusing it starts the
 * download, pressing it opens the real menu as soon as the code is there.
 */
export function DeferredMenu<P extends object>({
  load,
  panelProps,
  label,
  popup,
  className,
  children,
}: {
  load: () => Promise<ComponentType<P & PanelProps>>;
  panelProps: P;
  /** Accessible name when the button shows only an icon. */
  label?: string;
  popup: "menu" | "dialog";
  className: string;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  const [failed, setFailed] = useState(false);

  if (loaded) {
    const { Panel, openedBy } = loaded;
    return <Panel {...panelProps} openedBy={openedBy} trigger={children} />;
  }

  const open = (openedBy: OpenedBy) =>
    load().then(
      (Panel) => {
        setFailed(false);
        setLoaded({ Panel, openedBy });
      },
      () => setFailed(true),
    );
  const preload = () => void load().catch(() => undefined);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" && popup === "menu") {
      event.preventDefault();
      void open("keyboard");
    }
  };

  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup={popup}
        aria-expanded="false"
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onKeyDown={onKeyDown}
        // detail 0: a click fired by Enter or Space, not by a pointer.
        onClick={(event) => void open(event.detail === 0 ? "keyboard" : "pointer")}
      >
        {children}
      </button>
      {/* A failed download (offline) is said, not swallowed; the next press tries again. */}
      <span role="status" className="sr-only" data-island-status>
        {failed ? LOAD_FAILED_MESSAGE : ""}
      </span>
    </>
  );
}
