import { TextAreaField, TextField, RequiredFieldset } from "@/components/forms/fields";
import { PageIntro } from "@/components/sections/PageIntro";
import { PrivacyNotice } from "@/components/forms/PrivacyNotice";
import { REQUEST_KINDS, type RequestWords } from "@/content/privacyRequest";
import type { RequestAnswer, RequestPageState } from "@/lib/privacyRequests/pages";
import { requestPath } from "@/lib/privacyRequests/paths";
import { requestWordsIn, type RequestLanguage } from "@/lib/privacyRequests/words";

type RequestFormProps = RequestPageState & { language: RequestLanguage };

/** What the form takes, for its privacy notice (content/forms/notice.ts says what each is for). */
const NOTICE_ITEMS = ["email", "kind", "details", "reference"] as const;
const noticeLabel = (words: RequestWords, name: (typeof NOTICE_ITEMS)[number]) =>
  name === "kind" ? words.form.kind : words.form[name];

/** The order of the error summary: the form's own fields, top to bottom. */
const FIELD_ORDER = ["email", "kind", "details", "reference", "website"] as const;

/** /privacy/request and its Hindi twin: a plain form posted to itself (no script needed), the contact person beside it. */
export function RequestForm({ values, errors, answer, contact, language }: RequestFormProps) {
  const { request: words, notice } = requestWordsIn(language);
  const problems = FIELD_ORDER.filter((name) => errors[name]);
  return (
    <>
      <PageIntro heading={words.title} intro={words.intro} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="max-w-2xl space-y-6">
          <RequestAnswerNote answer={answer} words={words} />
          {problems.length > 0 && (
            <div
              role="alert"
              className="rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-950"
            >
              <p className="font-semibold">{words.errors.heading}</p>
              <ul className="mt-2 list-disc pl-5">
                {problems.map((name) => (
                  <li key={name}>
                    <a href={`#privacy-${name}`} className="underline">
                      {errors[name]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <form
            method="post"
            action={requestPath(language)}
            noValidate
            className="relative space-y-6 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 className="text-xl font-bold">{words.form.heading}</h2>
            <TextField
              id="privacy-email"
              name="email"
              type="email"
              label={words.form.email}
              hint={words.form.emailHint}
              autoComplete="email"
              spellCheck={false}
              maxLength={254}
              required
              defaultValue={values["email"] ?? ""}
              error={errors["email"]}
            />
            <RequiredFieldset
              id="privacy-kind"
              legend={words.form.kind}
              error={errors["kind"]}
              className="space-y-2"
            >
              <div className="grid gap-2">
                {REQUEST_KINDS.map((kind) => {
                  const id = `privacy-kind-${kind}`;
                  const choice = words.form.kinds[kind];
                  return (
                    <label
                      key={kind}
                      htmlFor={id}
                      className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-md border border-steel-200 bg-white px-3 py-2.5 has-[:checked]:border-accent-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600"
                    >
                      <input
                        id={id}
                        type="radio"
                        name="kind"
                        value={kind}
                        required
                        defaultChecked={values["kind"] === kind}
                        aria-describedby={`${id}-hint`}
                        className="mt-0.5 size-5 shrink-0 accent-accent-600"
                      />
                      <span className="font-semibold text-navy-900">{choice.label}</span>
                      <span id={`${id}-hint`} className="col-start-2 text-sm text-slate-700">
                        {choice.hint}
                      </span>
                    </label>
                  );
                })}
              </div>
            </RequiredFieldset>
            <TextAreaField
              id="privacy-details"
              name="details"
              label={words.form.details}
              hint={words.form.detailsHint}
              rows={5}
              maxLength={2000}
              defaultValue={values["details"] ?? ""}
              error={errors["details"]}
            />
            <TextField
              id="privacy-reference"
              name="reference"
              label={words.form.reference}
              hint={words.form.referenceHint}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              defaultValue={values["reference"] ?? ""}
              error={errors["reference"]}
            />
            <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
              <label htmlFor="privacy-website">{words.form.honeypot}</label>
              <input
                id="privacy-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            <PrivacyNotice
              formId="privacy-request"
              purpose={words.form.noticePurpose}
              fields={[]}
              extra={NOTICE_ITEMS.map((name) => ({ name, label: noticeLabel(words, name) }))}
              text={notice}
            />
            <button
              type="submit"
              className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800 sm:w-auto"
            >
              {words.form.submit}
            </button>
          </form>
        </div>
        <aside className="h-fit rounded-2xl border border-steel-200 bg-steel-50 p-6">
          <h2 className="text-lg font-bold">{words.contactHeading}</h2>
          <p className="mt-2">{contact.name}</p>
          <p>
            <a href={`mailto:${contact.email}`} className="break-all underline">
              {contact.email}
            </a>
          </p>
        </aside>
      </div>
    </>
  );
}

function RequestAnswerNote({
  answer,
  words,
}: {
  answer: RequestAnswer | undefined;
  words: RequestWords;
}) {
  if (!answer) return null;
  if (answer.kind === "busy")
    return (
      <p
        role="alert"
        className="rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold text-red-950"
      >
        {words.errors.busy}
      </p>
    );
  const [heading, body] =
    answer.kind === "opened"
      ? [words.opened.title, words.opened.body(answer.reference, answer.answerBy)]
      : [words.sent.title, words.sent.body(answer.email)];
  return (
    <div
      role="status"
      className="rounded-md border-2 border-green-800 bg-green-50 p-4 text-green-950"
    >
      <h2 className="text-lg font-bold">{heading}</h2>
      <p className="mt-1">{body}</p>
    </div>
  );
}
