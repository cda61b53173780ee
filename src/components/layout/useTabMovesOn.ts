import { useRef, useState, type KeyboardEvent } from "react";

const TAB_STOPS =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]";

/** The first tab stop after `from` in the page's order (a radio group counts once, by its checked radio). */
export function nextTabStop(from: Element): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(TAB_STOPS)].find((el) => {
    if (!(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) return false;
    if (el.tabIndex < 0 || from.contains(el) || !el.checkVisibility()) return false;
    if (el instanceof HTMLInputElement && el.type === "radio" && !el.checked) {
      const group = document.querySelectorAll<HTMLInputElement>(
        `input[type=radio][name="${CSS.escape(el.name)}"]`,
      );
      return ![...group].some((radio) => radio.checked);
    }
    return true;
  });
}

/**
 * Radix menus keep Tab inside; the WAI-ARIA menu button and disclosure navigation
 * patterns let it move on. While the menu (or one of its submenus) is open, Tab
 * closes it and focuses the next tab stop after its button; Shift+Tab closes it
 * and focuses the button. `open`/`onOpenChange` go on Root, `onKeyDown` and
 * `onCloseAutoFocus` on Content, `triggerRef` on Trigger.
 */
export function useTabMovesOn() {
  const [open, setOpen] = useState(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const leaving = useRef<"next" | "back" | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    event.preventDefault();
    leaving.current = event.shiftKey ? "back" : "next";
    setOpen(false);
  };
  const onCloseAutoFocus = (event: Event) => {
    const direction = leaving.current;
    leaving.current = null;
    const button = triggerRef.current;
    if (!direction || !button) return;
    event.preventDefault();
    (direction === "back" ? button : (nextTabStop(button) ?? button)).focus();
  };

  return { open, onOpenChange: setOpen, triggerRef, onKeyDown, onCloseAutoFocus };
}
