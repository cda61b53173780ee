/**
 * "Check a PDF you received" (components/reports/PdfCheck.tsx): checks that
 * the chosen file is a PDF, hashes it in the browser (Web Crypto SHA-256) and
 * asks the site whether a report has exactly that hash, and where that report
 * stands. The file itself is never sent. Each answer is shown in the verdict
 * template of its tone, with the server's words.
 */
const root = document.querySelector<HTMLElement>("[data-pdf-check]");
const input = root?.querySelector<HTMLInputElement>('input[type="file"]');
const result = root?.querySelector<HTMLElement>("[data-pdf-check-result]");

interface Answer {
  verdict?: string;
  message?: string;
  detail?: string;
  url?: string;
  linkText?: string;
  error?: string;
}

/** Shows one verdict (its words, a detail and a link when there are) in the live region. */
function show(tone: string, answer: Answer) {
  if (!root || !result) return;
  const template =
    root.querySelector<HTMLTemplateElement>(`template[data-pdf-check-verdict="${tone}"]`) ??
    root.querySelector<HTMLTemplateElement>('template[data-pdf-check-verdict="notice"]');
  const box = template?.content.firstElementChild?.cloneNode(true);
  if (!(box instanceof HTMLElement)) {
    result.textContent = answer.message ?? "";
    return;
  }
  const headline = box.querySelector("[data-verdict-headline]");
  if (headline) headline.textContent = answer.message ?? "";
  const detail = box.querySelector<HTMLElement>("[data-verdict-detail]");
  if (detail && answer.detail) {
    detail.textContent = answer.detail;
    detail.hidden = false;
  }
  const linkLine = box.querySelector<HTMLElement>("[data-verdict-link]");
  if (linkLine && answer.url) {
    const link = document.createElement("a");
    link.href = answer.url;
    link.textContent = answer.linkText ?? answer.url;
    linkLine.replaceChildren(link);
    linkLine.hidden = false;
  }
  result.dataset.verdict = tone;
  result.replaceChildren(box);
}

/** A PDF starts with "%PDF-"; anything else (a photo, a Word file) is said to be no PDF. */
async function isPdf(file: File) {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === "%PDF-";
}

let latest = 0;

async function check(file: File) {
  if (!result) return;
  // A file chosen while another is being checked: only the latest answer is shown.
  const mine = ++latest;
  delete result.dataset.verdict;
  result.textContent = result.dataset.working ?? "";
  try {
    if (!(await isPdf(file))) {
      if (mine === latest) show("notice", { message: result.dataset.notPdf ?? "" });
      return;
    }
    const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const response = await fetch(`/api/reports/check?sha256=${hex}`, {
      headers: { accept: "application/json" },
    });
    const answer = (await response.json()) as Answer;
    if (mine !== latest) return;
    if (answer.error || !answer.verdict) show("notice", { message: answer.error ?? "" });
    else show(answer.verdict, answer);
  } catch {
    if (mine === latest) result.textContent = result.dataset.failed ?? "";
  }
}

if (root && input) {
  root.hidden = false;
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    if (file) void check(file);
  });
  // A file chosen before this script arrived is checked now.
  const early = input.files?.[0];
  if (early) void check(early);
}
