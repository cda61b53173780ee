"use client";

import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import type { HeaderMenus } from "@/lib/menu";
import { Download, MenuDots } from "@/components/ui/icons";
import { headerLinkTone } from "./headerStyles";

const item =
  "flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-navy-900 outline-none data-[highlighted]:bg-steel-100 data-[highlighted]:text-accent-700";

/** Large screens: the small menu icon with Blogs, Career, Gallery and the brochure download. */
export function MoreMenu({ menus }: { menus: HeaderMenus }) {
  const { brochure, moreMenu } = menus;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="More pages and brochure"
        className={`inline-flex size-11 items-center justify-center rounded-md ${headerLinkTone}`}
      >
        <MenuDots className="size-6" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[60] min-w-52 rounded-lg border border-steel-200 bg-white p-1.5 shadow-xl"
        >
          {moreMenu.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={item}>
              <Link href={link.href}>{link.text}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-steel-200" />
          <DropdownMenu.Item
            asChild
            className={`${item} bg-accent-600 text-white data-[highlighted]:bg-accent-700 data-[highlighted]:text-white`}
          >
            <a href={brochure.href} download={brochure.fileName}>
              <Download className="size-4" aria-hidden="true" />
              {brochure.text}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
