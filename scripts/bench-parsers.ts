/**
 * npm run bench:parsers — how long each parser takes over the hostile inputs
 * the reviews sent, run here on this thread, the fastest of RUNS tries (what
 * the parser costs, without whatever else the machine is doing). These were
 * the timed asserts of the unit tests; the tests now check what each parser
 * answers, and this script checks how fast. Fails when one is over budget.
 *
 *   npm run bench:parsers              # BENCH_RUNS=5 by default
 */
import { articleBodies } from "@/content/articles";
import { bodyOverLimit, BODY_LIMITS } from "@/lib/articles/bodyLimits";
import { fillPhotoSlots } from "@/lib/articles/photoSlots";
import { renderArticle } from "@/lib/articles/renderArticle";
import { inspectDocument } from "@/lib/intake/documents";
import { readZip } from "@/lib/intake/zip";
import { encodeNablQr } from "@/lib/reports/nablQrImage";
import { importZipBudget } from "@/lib/reports/importReports";
import {
  hostileShapes,
  longArticle,
  reviewerQuotes,
  reviewerStars,
  reviewerStarsShort,
} from "./bench/articleBodies";
import {
  flateObjectStreamBomb,
  hostileDocx,
  lyingZip,
  objectStreamFlood,
  pngBomb,
} from "./bench/hostileFiles";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Case {
  name: string;
  budgetMs: number;
  run: () => unknown;
}

const nearMisses = `<site-photo data-id="${"a".repeat(60)}" data-alt="${"b".repeat(200)}`.repeat(
  5000,
);
const scanned = [
  reviewerQuotes(),
  reviewerStars(),
  reviewerStarsShort(),
  longArticle(),
  ...Object.values(articleBodies),
  ...Object.values(hostileShapes).map((make) => make().slice(0, BODY_LIMITS.chars)),
  `${"- ".repeat(7)}${" ".repeat(BODY_LIMITS.chars - 20)}x`,
  "- - -".padEnd(BODY_LIMITS.chars, " "),
  "```".padEnd(BODY_LIMITS.chars, "`"),
];
const docxBomb = hostileDocx("bomb");
const flood = objectStreamFlood(10 * 1024 * 1024);
const flateBomb = flateObjectStreamBomb(60 * 1024 * 1024);
const zipBomb = lyingZip("report.pdf", 100, 1024 ** 3);
const png = pngBomb(20_000);

const cases: Case[] = [
  ...scanned.map((body, i) => ({
    name: `an article body's limits scanned (body ${i + 1}, ${body.length} chars)`,
    budgetMs: 25,
    run: () => bodyOverLimit(body),
  })),
  {
    name: "a stored article's photo slots among 5,000 near misses",
    budgetMs: 100,
    run: () => fillPhotoSlots(nearMisses, () => "<picture></picture>"),
  },
  {
    name: "the review's two article bodies refused before parsing",
    budgetMs: 1000,
    run: () => {
      renderArticle({ markdown: reviewerQuotes() });
      renderArticle({ markdown: reviewerStarsShort() });
    },
  },
  {
    name: "a DOCX whose part inflates to 1 GB refused",
    budgetMs: 1000,
    run: () =>
      inspectDocument({ bytes: docxBomb, name: "cv.docx", accept: ["docx"], purpose: "inbox" }),
  },
  {
    name: "10 MB of repeated object-stream junk refused (40 s before finding 1)",
    budgetMs: 1000,
    run: () => inspectDocument({ bytes: flood, accept: ["pdf"], purpose: "inbox" }),
  },
  {
    name: "a 60 KB PDF whose object stream inflates to 60 MB refused at the decode budget (6 s before)",
    budgetMs: 200,
    run: () => inspectDocument({ bytes: flateBomb, accept: ["pdf"], purpose: "inbox" }),
  },
  {
    name: "a zip entry declaring 100 bytes that inflates to 1 GB stopped",
    budgetMs: 3000,
    run: () => readZip(zipBomb, importZipBudget(zipBomb.length)),
  },
  {
    name: "a 20000 x 20000 PNG bomb as NABL's QR refused",
    budgetMs: 5000,
    run: () => encodeNablQr(png),
  },
];

let over = 0;
for (const { name, budgetMs, run } of cases) {
  let fastest = Infinity;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  const within = fastest <= budgetMs;
  if (!within) over += 1;
  console.log(
    `${within ? "ok  " : "OVER"} ${fastest.toFixed(1).padStart(8)} ms  (budget ${budgetMs} ms)  ${name}`,
  );
}
console.log(over === 0 ? "Every parser within its budget." : `${over} over budget.`);
process.exit(over === 0 ? 0 : 1);
