import type { DatabaseSync } from "node:sqlite";
import type { Certificate } from "@/content/certificates";
import { onContentChanged } from "@/lib/site/contentChanged";
import { withPicture } from "./pictures";
import { certificatesNow } from "./records";

/**
 * The lab's certificates as the site shows them now: content's descriptions
 * with the database's numbers and dates, each with the picture that shows
 * them. Read once per change, not per page or component: the list is kept
 * until the desk changes something visitors see (lib/site/contentChanged.ts).
 * Routes read it and hand it down (the About page, the slider, the structured
 * data, the brochure link, the desk's renewal notice and start page).
 */
let kept = new WeakMap<DatabaseSync, readonly Certificate[]>();
onContentChanged(() => {
  kept = new WeakMap();
});

export function siteCertificates(db: DatabaseSync): readonly Certificate[] {
  let list = kept.get(db);
  if (!list) {
    list = certificatesNow(db).map(withPicture);
    kept.set(db, list);
  }
  return list;
}
