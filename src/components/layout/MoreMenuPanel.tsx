import { DropdownMenu } from "radix-ui";
import type { MoreMenus } from "@/lib/menu";
import { Download } from "@/components/ui/icons";
import type { PanelProps } from "./DeferredMenu";
import { BrochureLabel } from "./BrochureLabel";
import { moreTriggerClass, useFirstOpenFocus } from "./menuTriggers";
import { useTabMovesOn } from "./useTabMovesOn";

const item =
  "flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-navy-900 outline-none data-[highlighted]:bg-steel-100 data-[highlighted]:text-accent-700";

/** The menu behind the header's menu icon (see MoreMenu): Blogs, Career, Gallery and the brochure. */
export function MoreMenuPanel({ menus, openedBy, trigger }: { menus: MoreMenus } & PanelProps) {
  const { brochure, moreMenu } = menus;
  const focusFirstItem = useFirstOpenFocus(openedBy);
  const { open, onOpenChange, triggerRef, onKeyDown, onCloseAutoFocus } = useTabMovesOn();
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-label={menus.moreLabel}
        className={moreTriggerClass}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onFocus={focusFirstItem}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          align="end"
          sideOffset={8}
          className="z-[60] min-w-52 rounded-lg border border-steel-200 bg-white p-1.5 shadow-xl"
        >
          {moreMenu.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={item}>
              <a href={link.href} hrefLang={link.hreflang}>
                {link.text}
              </a>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-steel-200" />
          <DropdownMenu.Item
            asChild
            className={`${item} bg-accent-600 text-white data-[highlighted]:bg-accent-700 data-[highlighted]:text-white`}
          >
            <a href={brochure.href} download={brochure.fileName} hrefLang={brochure.hreflang}>
              <Download className="size-4" aria-hidden="true" />
              <BrochureLabel brochure={brochure} />
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
