import type { ReactNode } from "react";
import type { HeaderMenus, MoreMenus, ServiceMenus } from "@/lib/menu";
import { DeferredMenu } from "./DeferredMenu";
import { mobileTriggerClass, moreTriggerClass, serviceTriggerClass } from "./menuTriggers";

/*
 * The header's three menu buttons, each an island (client:interaction in
 * SiteLayout.astro). Each menu's panel code loads when it is first opened (see
 * DeferredMenu); the props carry only what the panel needs.
 */
type Props<M> = { menus: M; children: ReactNode };

const loadService = () => import("./ServiceMenuPanel").then((m) => m.ServiceMenuPanel);
const loadMore = () => import("./MoreMenuPanel").then((m) => m.MoreMenuPanel);
const loadMobile = () => import("./MobileMenuPanel").then((m) => m.MobileMenuPanel);

/** The Service dropdown on large screens. */
export function ServiceMenu({ menus, children }: Props<ServiceMenus>) {
  return (
    <DeferredMenu
      load={loadService}
      panelProps={{ menus }}
      popup="menu"
      className={serviceTriggerClass}
    >
      {children}
    </DeferredMenu>
  );
}

/** Large screens: the menu icon with Blogs, Career, Gallery and the brochure. */
export function MoreMenu({ menus, children }: Props<MoreMenus>) {
  return (
    <DeferredMenu
      load={loadMore}
      panelProps={{ menus }}
      label={menus.moreLabel}
      popup="menu"
      className={moreTriggerClass}
    >
      {children}
    </DeferredMenu>
  );
}

/** Narrow screens: the button of the slide-in menu. */
export function MobileMenu({ menus, children }: Props<HeaderMenus>) {
  return (
    <DeferredMenu
      load={loadMobile}
      panelProps={{ menus }}
      label={menus.openMenuLabel}
      popup="dialog"
      className={mobileTriggerClass}
    >
      {children}
    </DeferredMenu>
  );
}
