"use client";

import type { ReactNode } from "react";
import type { HeaderMenus } from "@/lib/menu";
import { DeferredMenu } from "./DeferredMenu";
import { moreTriggerClass } from "./menuTriggers";

const load = () => import("./MoreMenuPanel").then((m) => m.MoreMenuPanel);

/** Large screens: the menu icon with Blogs, Career, Gallery and the brochure; loads on first use. */
export function MoreMenu({ menus, children }: { menus: HeaderMenus; children: ReactNode }) {
  return (
    <DeferredMenu
      load={load}
      panelProps={{ menus }}
      label={menus.moreLabel}
      popup="menu"
      className={moreTriggerClass}
    >
      {children}
    </DeferredMenu>
  );
}
