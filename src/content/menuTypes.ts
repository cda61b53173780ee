/** Shapes of the header menu (types only, so islands can use them without the catalogue). */
/**
 * `hreflang`: on a page in another language, the language of the page the link opens when
 * it has no twin in the page's language (a Hindi label leading to an English page).
 */
export type MenuLink = { text: string; href: string; hreflang?: string };
export type MenuGroup = { text: string; children: MenuLink[] };
export type ServiceMenuEntry = MenuLink | MenuGroup;

/** The brochure download; `details` states its format and size, read from the file. */
export type BrochureLink = {
  text: string;
  href: string;
  fileName: string;
  details?: string;
  /** The file's language when it is not the page's (the English brochure on a Hindi page). */
  hreflang?: string;
};

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
  /** The word shown beside the menu icon. */
  moreText: string;
  openMenuLabel: string;
  closeMenuLabel: string;
  brochure: BrochureLink;
};

/** What the Service dropdown needs (an island's props travel in the page: keep them small). */
export type ServiceMenus = Pick<HeaderMenus, "serviceMenu" | "allServices">;
/** What the menu icon's list needs. */
export type MoreMenus = Pick<HeaderMenus, "moreMenu" | "moreLabel" | "moreText" | "brochure">;
