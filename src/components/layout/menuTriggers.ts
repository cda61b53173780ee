import { useRef, type FocusEvent } from "react";
import { headerLinkTone } from "./headerStyles";
import type { OpenedBy } from "./DeferredMenu";

/** How the header's menu buttons look, with script or without (NoScriptMenu). */
export const triggerLook = {
  service: `inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[15px] font-semibold ${headerLinkTone}`,
  more: `inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-[15px] font-semibold ${headerLinkTone}`,
  mobile: `inline-flex size-11 items-center justify-center rounded-md ${headerLinkTone}`,
};

/**
 * The header's menu buttons look the same before and after their menu code
 * loads; a browser without script shows NoScriptMenu in their place.
 */
export const serviceTriggerClass = `${triggerLook.service} noscript:hidden`;
export const moreTriggerClass = `${triggerLook.more} noscript:hidden`;
export const mobileTriggerClass = `${triggerLook.mobile} lg:hidden noscript:hidden`;

/**
 * Radix puts keyboard users on a menu's first item only when it saw the key
 * press itself. The first opening of a deferred menu came from the stand-in
 * button, so do it for that one opening; later ones are Radix's own.
 */
export function useFirstOpenFocus(openedBy: OpenedBy) {
  const first = useRef(true);
  // Radix focuses the menu itself when it opens; move on to the first item from there.
  return (event: FocusEvent<HTMLElement>) => {
    if (!first.current || event.target !== event.currentTarget) return;
    first.current = false;
    if (openedBy === "keyboard")
      event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
}
