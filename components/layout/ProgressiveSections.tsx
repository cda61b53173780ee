"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { SKIPPABLE_SECTIONS } from "./skippableSections";

/**
 * The first screen paints without laying out the sections below it
 * (`content-visibility: auto` in globals.css). Left at that, a jump far down the
 * page (the End key, a dragged scrollbar) would land on estimated heights that
 * then grow under the visitor. So once the page is idle this renders the skipped
 * sections one by one, in small idle tasks, and marks each `data-rendered`
 * (which lifts the skipping): a moment after load every height is real.
 */
export function ProgressiveSections() {
  const pathname = usePathname();

  useEffect(() => {
    const pending = [...document.querySelectorAll<HTMLElement>(SKIPPABLE_SECTIONS)].filter(
      (element) => !element.hasAttribute("data-rendered"),
    );
    // Safari has no requestIdleCallback; a short timeout still yields between steps.
    const hasIdle = typeof window.requestIdleCallback === "function";
    const idle = (step: (deadline?: IdleDeadline) => void) =>
      hasIdle ? window.requestIdleCallback(step, { timeout: 2000 }) : window.setTimeout(step, 50);
    const cancel = (handle: number) =>
      hasIdle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);

    let handle = 0;
    const step = (deadline?: IdleDeadline) => {
      do {
        const element = pending.shift();
        if (!element) return;
        element.setAttribute("data-rendered", "");
        void element.offsetHeight; // lay it out now, inside this idle slice
      } while (deadline && !deadline.didTimeout && deadline.timeRemaining() > 8);
      handle = idle(step);
    };
    handle = idle(step);
    return () => cancel(handle);
  }, [pathname]);

  return null;
}
