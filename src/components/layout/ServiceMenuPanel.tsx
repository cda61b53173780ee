import { DropdownMenu } from "radix-ui";
import { isMenuGroup, type ServiceMenus } from "@/lib/menu";
import { ChevronRight } from "@/components/ui/icons";
import type { PanelProps } from "./DeferredMenu";
import { serviceTriggerClass, useFirstOpenFocus } from "./menuTriggers";
import { useTabMovesOn } from "./useTabMovesOn";

/*
 * Submenus are w-60 (240 px) wide. The menu keeps that much room on its right, so
 * a submenu opens there, where its chevron and Right Arrow point, even at 1025 px.
 */
const SUBMENU_OFFSET = 6;
const SUBMENU_ROOM = 240 + SUBMENU_OFFSET + 8;

const panel =
  "z-[60] min-w-56 rounded-lg border border-steel-200 bg-white p-1.5 text-navy-900 shadow-xl data-[state=open]:animate-in";
const item =
  "flex min-h-10 cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none select-none data-[highlighted]:bg-steel-100 data-[highlighted]:text-accent-700 data-[state=open]:bg-steel-100";

/**
 * The Service dropdown on large screens, loaded on first use (see ServiceMenu).
 * Radix gives the menu semantics: arrow keys, Escape, click outside closes,
 * and only one submenu open at a time.
 */
export function ServiceMenuPanel({
  menus,
  openedBy,
  trigger,
}: { menus: ServiceMenus } & PanelProps) {
  const focusFirstItem = useFirstOpenFocus(openedBy);
  const { open, onOpenChange, triggerRef, onKeyDown, onCloseAutoFocus } = useTabMovesOn();
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={triggerRef} className={serviceTriggerClass}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={panel}
          sideOffset={8}
          align="start"
          collisionPadding={{ right: SUBMENU_ROOM }}
          onFocus={focusFirstItem}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DropdownMenu.Item asChild className={item}>
            <a href={menus.allServices.href} hrefLang={menus.allServices.hreflang}>
              {menus.allServices.text}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-steel-200" />
          {menus.serviceMenu.map((entry) =>
            isMenuGroup(entry) ? (
              <DropdownMenu.Sub key={entry.text}>
                <DropdownMenu.SubTrigger className={item}>
                  {entry.text}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent
                    className={`${panel} max-h-[70vh] w-60 overflow-y-auto`}
                    sideOffset={SUBMENU_OFFSET}
                  >
                    {entry.children.map((child) => (
                      <DropdownMenu.Item key={child.href} asChild className={item}>
                        <a href={child.href} hrefLang={child.hreflang}>
                          {child.text}
                        </a>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
            ) : (
              <DropdownMenu.Item key={entry.href} asChild className={item}>
                <a href={entry.href} hrefLang={entry.hreflang}>
                  {entry.text}
                </a>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
