/** Shapes of the header menu (types only, so islands can use them without the catalogue). */
export type MenuLink = { text: string; href: string };
export type MenuGroup = { text: string; children: MenuLink[] };
export type ServiceMenuEntry = MenuLink | MenuGroup;

/** Everything the header's interactive parts need, passed down from the server header as props. */
export type HeaderMenus = {
  siteName: string;
  before: readonly MenuLink[];
  after: readonly MenuLink[];
  serviceLabel: string;
  serviceHref: string;
  /** The first entry of the Service menu: the /service page itself. */
  allServices: MenuLink;
  /** Accessible name of the phone menu's list of links. */
  mobileNavLabel: string;
  serviceMenu: ServiceMenuEntry[];
  moreMenu: MenuLink[];
  /** Accessible names of the icon-only menu buttons. */
  moreLabel: string;
  openMenuLabel: string;
  closeMenuLabel: string;
  brochure: { text: string; href: string; fileName: string };
};

/** What the Service dropdown needs (an island's props travel in the page: keep them small). */
export type ServiceMenus = Pick<HeaderMenus, "serviceMenu" | "allServices">;
/** What the menu icon's list needs. */
export type MoreMenus = Pick<HeaderMenus, "moreMenu" | "moreLabel" | "brochure">;
