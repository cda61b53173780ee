/** Text colour of header links for each header tone (set on the header as data-tone). */
export const headerLinkTone =
  "text-white group-data-[tone=accent]/header:text-accent-700 group-data-[tone=solid]/header:text-navy-900";
