import { certificates } from "@/content/certificates";
import { desk } from "@/content/desk";
import { galleryCategories } from "@/content/gallery";
import { ARTICLE_ALBUM, photoDesk, SERVICE_ALBUM_PREFIX } from "@/content/photos";
import { allServices } from "@/content/services";
import { queryHref, queryRules, readQuery } from "@/lib/platform/convention/queryFilter";
import { auditActionKeys, auditRows, recordNames, type NamedKind } from "./store";

/** Entries (or groups of repeated failed sign-ins) on one page of the audit log. */
export const AUDIT_PAGE_SIZE = 100;
const MAX_TEXT = 200;

export interface AuditQuery {
  who?: string | undefined;
  action?: string | undefined;
  /** YYYY-MM-DD, India time, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/**
 * One line of the log; repeated sign-ins and failed sign-ins of one name from
 * one address in one India hour are one line (lib/platform/audit/actions.ts).
 */
export interface AuditGroup {
  /** The latest time, and the first when several are grouped. */
  at: string;
  firstAt: string;
  who: string;
  action: string;
  /** The detail as stored (an id where the line is about a record). */
  detail: string;
  /** The detail as staff read it: the records' names instead of their ids. */
  shown: string;
  count: number;
}

const AUDIT_RULES = {
  who: queryRules.text(MAX_TEXT),
  action: queryRules.text(MAX_TEXT),
  from: queryRules.date,
  to: queryRules.date,
  page: queryRules.page,
};

/**
 * The log's filter from the address's query, read as every desk list reads
 * its filters (readQuery). Values that cannot be read are left out and named
 * in `bad` (the page then answers 400, says so, and lists by the rest).
 */
export function auditQuery(params: URLSearchParams): { query: AuditQuery; bad: string[] } {
  const read = readQuery(params, AUDIT_RULES);
  const bad: string[] = read.ok ? [] : read.wrong;
  const usable = new URLSearchParams(params);
  for (const name of bad) usable.delete(name);
  const again = readQuery(usable, AUDIT_RULES);
  // Every name it could not use was taken out, so this second reading answers ok.
  const values: Partial<Omit<AuditQuery, "page">> & { page?: number | undefined } = again.ok
    ? again.values
    : {};
  return {
    query: {
      who: values.who,
      action: values.action,
      from: values.from,
      to: values.to,
      page: values.page ?? 1,
    },
    bad,
  };
}

/** The query as an address's query string, on another page. */
export const auditHref = (query: AuditQuery, page: number): string =>
  queryHref("/desk/audit", { ...query, page }, ["who", "action", "from", "to", "page"]);

const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const indiaDayEnd = (day: string) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

/**
 * One page of the log, newest first. Failed sign-ins are written as one row
 * per name, address and India hour with a count (lib/platform/audit/actions.ts), so a
 * flood of them is one line and cannot push the other entries off the page.
 */
export async function auditPage(
  query: AuditQuery,
): Promise<{ entries: AuditGroup[]; hasOlder: boolean }> {
  const rows = await auditRows({
    whoLike: query.who && `%${query.who.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    // An action and the keys it was written under before (content/desk.ts formerActions).
    actions: query.action
      ? [
          query.action,
          ...Object.entries(desk.audit.formerActions).flatMap(([former, current]) =>
            current === query.action ? [former] : [],
          ),
        ]
      : undefined,
    since: query.from && indiaDayStart(query.from),
    before: query.to && indiaDayEnd(query.to),
    limit: AUDIT_PAGE_SIZE + 1,
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
  });
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  return { entries: await nameRecords(entries), hasOlder: rows.length > AUDIT_PAGE_SIZE };
}

/** Records kept in the database, whose names are looked up when a page is shown. */
type StoredKind = NamedKind;
/** A record an audit detail names by its id. */
type Ref = { kind: StoredKind | "album" | "service" | "drawing" | "certificate"; id: string };

const words = desk.audit.details;
const ref = (kind: Ref["kind"], id: string): Ref => ({ kind, id });
/** The detail's first word and the rest (details are written "<id> <more>"). */
const split = (detail: string): [string, string] => {
  const space = detail.indexOf(" ");
  return space < 0 ? [detail, ""] : [detail.slice(0, space), detail.slice(space + 1)];
};

/**
 * The actions whose detail names records by id (as the code writes them, in
 * lib/photos, lib/articles and lib/careers): the records it names, and how
 * their names are put together. Other details are shown as stored.
 */
const RECORD_DETAILS: Record<
  string,
  (detail: string) => { refs: Ref[]; say: (names: string[]) => string } | undefined
> = {
  "photo uploaded": (d) => {
    const [photo, album] = split(d);
    if (!album) return undefined;
    return {
      refs: [ref("photo", photo), ref("album", album)],
      say: ([p, a]) => words.photoIn(p!, a!),
    };
  },
  "photo removed from site": (d) => ({ refs: [ref("photo", d)], say: ([p]) => p! }),
  "service photo chosen": (d) => {
    const [service, photo] = split(d);
    if (!photo) return undefined;
    return {
      refs: [ref("photo", photo), ref("service", service)],
      say: ([p, s]) => words.photoOn(p!, s!),
    };
  },
  "service drawing restored": (d) => ({ refs: [ref("service", d)], say: ([s]) => s! }),
  "gallery drawing removed from site": (d) => ({ refs: [ref("drawing", d)], say: ([s]) => s! }),
  "gallery drawing shown again": (d) => ({ refs: [ref("drawing", d)], say: ([s]) => s! }),
  "saved article draft": (d) => ({ refs: [ref("article", d)], say: ([a]) => a! }),
  "autosaved article draft": (d) => ({ refs: [ref("article", d)], say: ([a]) => a! }),
  "published article": (d) => ({ refs: [ref("article", d)], say: ([a]) => a! }),
  "scheduled article": (d) => ({ refs: [ref("article", d)], say: ([a]) => a! }),
  "restored article revision": (d) => {
    const match = /^(\S+) #(\d+)$/.exec(d);
    if (!match) return undefined;
    return { refs: [ref("article", match[1]!)], say: ([a]) => words.revision(a!, match[2]!) };
  },
  "article page details changed": (d) => {
    const [article, changes] = split(d);
    return { refs: [ref("article", article)], say: ([a]) => words.articlePage(a!, changes) };
  },
  "certificate saved": (d) => {
    const [certificate, changes] = split(d);
    return {
      refs: [ref("certificate", certificate)],
      say: ([c]) => words.certificate(c!, changes),
    };
  },
  "certificate version restored": (d) => {
    const match = /^(\S+) #(\d+) (.*)$/.exec(d);
    if (!match) return undefined;
    return {
      refs: [ref("certificate", match[1]!)],
      say: ([c]) => words.certificateRestored(c!, match[2]!, match[3]!),
    };
  },
  "opening.create": (d) => ({ refs: [ref("opening", d)], say: ([o]) => o! }),
  "opening.draft": (d) => ({ refs: [ref("opening", d)], say: ([o]) => o! }),
  "opening.publish": (d) => ({ refs: [ref("opening", d)], say: ([o]) => o! }),
  "opening.update": (d) => ({ refs: [ref("opening", d)], say: ([o]) => o! }),
  "opening.close": (d) => ({ refs: [ref("opening", d)], say: ([o]) => o! }),
  "opening.reopen": (d) => ({ refs: [ref("opening", d)], say: ([o]) => o! }),
};

const albumName = (album: string): string | undefined => {
  if (album === ARTICLE_ALBUM) return photoDesk.albums.article;
  const tab = galleryCategories.find((c) => c.id === album);
  if (tab) return photoDesk.albums.galleryTab(tab.caption);
  if (!album.startsWith(SERVICE_ALBUM_PREFIX)) return undefined;
  const service = allServices.find((s) => s.id === album.slice(SERVICE_ALBUM_PREFIX.length));
  return service && photoDesk.albums.service(service.title);
};
const drawingCaptions = new Map(
  galleryCategories.flatMap((c) => c.images.map((i) => [i.src, i.caption] as const)),
);

/**
 * The page's details with records named, not numbered: the ids of photos,
 * articles and openings on the page are looked up in one query (whatever the
 * number of lines), services, albums, drawings and certificates in the site's content. A
 * record no longer there keeps its id; the stored detail is left as it is.
 */
async function nameRecords(entries: Omit<AuditGroup, "shown">[]): Promise<AuditGroup[]> {
  const parsed = entries.map((e) => RECORD_DETAILS[e.action]?.(e.detail));
  const ids: Record<StoredKind, Set<string>> = {
    photo: new Set(),
    article: new Set(),
    opening: new Set(),
  };
  for (const p of parsed)
    for (const r of p?.refs ?? []) if (r.kind in ids) ids[r.kind as StoredKind].add(r.id);
  const names = Object.values(ids).some((set) => set.size > 0)
    ? await recordNames({
        photo: [...ids.photo],
        article: [...ids.article],
        opening: [...ids.opening],
      })
    : new Map<string, string>();
  const nameOf = ({ kind, id }: Ref): string | undefined => {
    if (kind === "album") return albumName(id);
    if (kind === "service") return allServices.find((s) => s.id === id)?.title;
    if (kind === "drawing") return drawingCaptions.get(id);
    if (kind === "certificate") return certificates.find((c) => c.id === id)?.name;
    return names.get(`${kind}:${id}`);
  };
  return entries.map((e, i) => {
    const p = parsed[i];
    if (!p) return { ...e, shown: e.detail };
    const shown = p.refs.map((r) => {
      const name = nameOf(r);
      return name === undefined ? r.id : words.name(name);
    });
    return { ...e, shown: p.say(shown) };
  });
}

/**
 * Every kind of entry the log holds, for the filter's list: the key (a former
 * key as the one that replaced it, once) and its words, by words.
 */
export const auditActions = async (): Promise<{ action: string; words: string }[]> =>
  [...new Set((await auditActionKeys()).map((action) => desk.audit.currentAction(action)))]
    .map((action) => ({ action, words: desk.audit.actionWords(action) }))
    .sort((a, b) => a.words.localeCompare(b.words, "en-IN") || a.action.localeCompare(b.action));
