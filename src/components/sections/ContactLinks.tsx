import type { ReactNode } from "react";
import { Mail, MapPin, Phone } from "@/components/ui/icons";
import { fullAddress, site } from "@/content/site";
import { ui } from "@/content/ui";

/** How a contact link sits where it is used: the link's classes and its icon's. */
type Look = { className: string; iconClassName: string };

/** The lab's address, opening Google Maps in a new tab. */
export function MapLink({
  className,
  iconClassName,
  newTab = ui.mapsNewTab,
  addressLang,
}: Look & {
  /** The "opens in a new tab" words in the page's language (English unless given). */
  newTab?: string;
  /** The postal address stays English: marked so on a page in another language. */
  addressLang?: string;
}) {
  return (
    <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer" className={className}>
      <MapPin className={iconClassName} aria-hidden="true" />
      <span>
        {addressLang ? <span lang={addressLang}>{fullAddress}</span> : fullAddress}
        <span className="sr-only">{newTab}</span>
      </span>
    </a>
  );
}

/** One of the lab's phone numbers; `children` replaces the plain number (the contact page adds its label). */
export function PhoneLink({
  phone,
  className,
  iconClassName,
  children,
}: Look & { phone: (typeof site.phones)[number]; children?: ReactNode }) {
  return (
    <a href={`tel:${phone.tel}`} className={className}>
      <Phone className={iconClassName} aria-hidden="true" />
      {children ?? phone.display}
    </a>
  );
}

export function EmailLink({ className, iconClassName }: Look) {
  return (
    <a href={`mailto:${site.email}`} className={className}>
      <Mail className={iconClassName} aria-hidden="true" />
      {site.email}
    </a>
  );
}
