import Link from "next/link";
import { accentHeaderRoutes, headerMenus, mainMenu } from "@/content/navigation";
import { site } from "@/content/site";
import { ChevronDown, Menu, MenuDots, Zap } from "@/components/ui/icons";
import { HeaderShell } from "./HeaderShell";
import { headerLinkTone } from "./headerStyles";
import { MobileMenu, MoreMenu, ServiceMenu } from "./HeaderMenuButtons";

const navLink = `inline-flex min-h-11 items-center rounded-md px-3 text-[15px] font-semibold hover:underline underline-offset-8 decoration-2 ${headerLinkTone}`;

export function SiteHeader() {
  return (
    <HeaderShell accentRoutes={accentHeaderRoutes}>
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Link
          href="/"
          className={`flex min-h-11 items-center gap-2 rounded-md font-display text-xl font-bold tracking-tight ${headerLinkTone}`}
        >
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-navy-900 text-amber-400">
            <Zap className="size-5" aria-hidden="true" />
          </span>
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {mainMenu.before.map((link) => (
            <Link key={link.href} href={link.href} className={navLink}>
              {link.text}
            </Link>
          ))}
          <ServiceMenu menus={headerMenus}>
            {headerMenus.serviceLabel}
            <ChevronDown className="size-4" aria-hidden="true" />
          </ServiceMenu>
          {mainMenu.after.map((link) => (
            <Link key={link.href} href={link.href} className={navLink}>
              {link.text}
            </Link>
          ))}
          <MoreMenu menus={headerMenus}>
            <MenuDots className="size-6" aria-hidden="true" />
          </MoreMenu>
        </nav>
        <MobileMenu menus={headerMenus}>
          <Menu className="size-7" aria-hidden="true" />
        </MobileMenu>
      </div>
    </HeaderShell>
  );
}
