"use client";

import type { ReactNode } from "react";
import type { HeaderMenus } from "@/lib/menu";
import { DeferredMenu } from "./DeferredMenu";
import { mobileTriggerClass } from "./menuTriggers";

const load = () => import("./MobileMenuPanel").then((m) => m.MobileMenuPanel);

/** Narrow screens: the menu button; the slide-in menu's code loads on first use. */
export function MobileMenu({ menus, children }: { menus: HeaderMenus; children: ReactNode }) {
  return (
    <DeferredMenu
      load={load}
      panelProps={{ menus }}
      label={menus.openMenuLabel}
      popup="dialog"
      className={mobileTriggerClass}
    >
      {children}
    </DeferredMenu>
  );
}
