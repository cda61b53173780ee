import { controlClass } from "@/components/forms/fields";
import { lims } from "@/content/reports";
import { TOKEN_SCOPES, type ApiTokenRow } from "@/lib/reports/apiTokens";
import { DeskTable, WIDE_ONLY } from "./DeskTable";
import { receivedAt } from "./deskFormat";

const words = lims.tokens;
const button = "min-h-11 rounded-md px-4 font-semibold";

/** What the last action did: a token to copy (shown this once), a revocation, or an error. */
export type TokenOutcome =
  | { created: { name: string; token: string } }
  | { revoked: string }
  | { error: string }
  | { confirm: string };

function Outcome({ outcome }: { outcome: TokenOutcome }) {
  if ("created" in outcome)
    return (
      <div
        role="status"
        className="mt-3 max-w-3xl rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950"
      >
        <h2 className="font-semibold">{words.shown.heading(outcome.created.name)}</h2>
        <p className="mt-1">{words.shown.warning}</p>
        <label htmlFor="new-token" className="mt-2 block text-sm font-semibold">
          {words.shown.label}
        </label>
        <textarea
          id="new-token"
          readOnly
          rows={2}
          value={outcome.created.token}
          className="mt-1 block w-full resize-none rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm [overflow-wrap:anywhere]"
        />
      </div>
    );
  if ("revoked" in outcome)
    return (
      <p
        role="status"
        className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
      >
        {words.revoke.done(outcome.revoked)}
      </p>
    );
  if ("error" in outcome)
    return (
      <p role="alert" className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800">
        {outcome.error}
      </p>
    );
  return (
    <section
      aria-labelledby="revoke-heading"
      className="mt-3 max-w-3xl rounded-md border border-red-700 bg-white p-4"
    >
      <h2 id="revoke-heading" className="text-lg font-bold text-red-800">
        {words.revoke.heading(outcome.confirm)}
      </h2>
      <p className="mt-1">{words.revoke.body}</p>
      <form method="post" action="/desk/api-tokens" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="action" value="revoke" />
        <input type="hidden" name="name" value={outcome.confirm} />
        <button type="submit" className={`${button} bg-red-800 text-white hover:bg-red-900`}>
          {words.revoke.confirm}
        </button>
        <a
          href="/desk/api-tokens"
          className={`${button} inline-flex items-center border border-slate-400 text-navy-900`}
        >
          {words.revoke.cancel}
        </a>
      </form>
    </section>
  );
}

/** The admins' list of the LIMS's API tokens, and the form to make one. */
export function ApiTokens({
  tokens,
  outcome,
}: {
  tokens: ApiTokenRow[];
  outcome: TokenOutcome | undefined;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {outcome && <Outcome outcome={outcome} />}
      <div className="mt-4 grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        {tokens.length ? (
          <DeskTable
            caption={words.heading}
            columns={[
              { label: words.columns.name },
              { label: words.columns.created, wideOnly: true },
              { label: words.columns.lastUsed, wideOnly: true },
              { label: words.columns.scope },
              { label: words.columns.status },
            ]}
            className=""
          >
            {tokens.map((t) => (
              <tr key={t.name} className="border-b border-steel-100 align-top">
                <td className="px-3 py-2 font-semibold [overflow-wrap:anywhere]">{t.name}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>
                  {receivedAt(t.createdAt)} {words.createdBy(t.createdBy)}
                </td>
                <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                  {t.lastUsedAt ? receivedAt(t.lastUsedAt) : words.never}
                </td>
                <td className="px-3 py-2" data-testid="token-scope">
                  {words.scopeNames[t.scope]}
                </td>
                <td className="px-3 py-2">
                  {t.revokedAt ? (
                    words.revoked(receivedAt(t.revokedAt), t.revokedBy ?? "")
                  ) : (
                    <span className="flex flex-wrap items-center gap-3">
                      {words.active}
                      <a
                        href={`/desk/api-tokens?revoke=${encodeURIComponent(t.name)}`}
                        aria-label={words.revoke.label(t.name)}
                        className="inline-flex min-h-10 items-center font-semibold text-red-800 underline"
                      >
                        {words.revoke.action}
                      </a>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </DeskTable>
        ) : (
          <p className="rounded-lg bg-white p-4">{words.none}</p>
        )}
        <section aria-labelledby="create-token" className="max-w-xl rounded-lg bg-white p-4">
          <h2 id="create-token" className="text-xl font-bold">
            {words.create.heading}
          </h2>
          <form method="post" action="/desk/api-tokens" className="mt-4 space-y-4">
            <input type="hidden" name="action" value="create" />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="token-name" className="text-sm font-semibold text-navy-900">
                {words.create.name}
              </label>
              <input
                id="token-name"
                name="name"
                required
                maxLength={60}
                pattern="[A-Za-z0-9._\-]{1,60}"
                autoComplete="off"
                aria-describedby="token-name-hint"
                className={controlClass}
              />
              <p id="token-name-hint" className="text-sm text-slate-700">
                {words.create.nameHint}
              </p>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-navy-900">{words.create.scope}</legend>
              {TOKEN_SCOPES.map((scope) => (
                <label key={scope} className="mt-2 flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="scope"
                    value={scope}
                    defaultChecked={scope === "register"}
                    className="mt-0.5 size-5 shrink-0"
                  />
                  {words.create.scopes[scope]}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={`${button} bg-navy-900 text-white hover:bg-navy-800`}>
              {words.create.submit}
            </button>
          </form>
        </section>
      </div>
    </>
  );
}
