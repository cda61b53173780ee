import { brochure, brochureDetails } from "@/content/navigation";

/*
 * The brochure as the site serves it (public/, written by `npm run brochure` before
 * every build and dev start), read by the bundler so the link states its real size.
 */
const served = import.meta.glob<string>("/public/*-Brochure.pdf", {
  query: "?inline",
  import: "default",
  eager: true,
});

function servedBytes(): number {
  const dataUrl = served[`/public/${brochure.fileName}`];
  if (dataUrl === undefined)
    throw new Error(`public/${brochure.fileName} is missing: run \`npm run brochure\``);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64").length;
}

/** The header's brochure link, with the file's format and size ("(PDF, 7 KB)"). */
export const brochureLink = { ...brochure, details: brochureDetails(servedBytes()) };
