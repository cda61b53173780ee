"use client";

import type { ReactNode } from "react";
import type { HeaderMenus } from "@/lib/menu";
import { DeferredMenu } from "./DeferredMenu";
import { serviceTriggerClass } from "./menuTriggers";

const load = () => import("./ServiceMenuPanel").then((m) => m.ServiceMenuPanel);

/** The Service dropdown on large screens; its menu code loads on first use. */
export function ServiceMenu({ menus, children }: { menus: HeaderMenus; children: ReactNode }) {
  return (
    <DeferredMenu load={load} panelProps={{ menus }} popup="menu" className={serviceTriggerClass}>
      {children}
    </DeferredMenu>
  );
}
