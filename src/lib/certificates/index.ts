import type { Certificate } from "@/content/certificates";
import { currentStore, type Store } from "@/lib/db/store";
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
let kept = new WeakMap<Store, readonly Certificate[]>();
onContentChanged(() => {
  kept = new WeakMap();
});

export async function siteCertificates(): Promise<readonly Certificate[]> {
  const store = currentStore();
  // A change while this read was on its way empties another map: what it read is not kept.
  const keeping = kept;
  let list = keeping.get(store);
  if (!list) {
    list = (await certificatesNow()).map(withPicture);
    keeping.set(store, list);
  }
  return list;
}
