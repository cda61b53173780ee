/** One thing the visitor sent, repeated in the success panel ("Service: Cables"). */
export type Sent = { label: string; value: string };

export type Status =
  | { kind: "idle" }
  | { kind: "error"; message: string }
  | { kind: "success"; reference: string | undefined; sent: Sent[] };

/**
 * A failed submission, next to the button the visitor just pressed. It is
 * always in the DOM so that screen readers announce a failure at once; a
 * success is shown at the top of the form instead (SuccessPanel).
 */
export function FormStatus({ status, id }: { status: Status; id: string }) {
  return (
    <div id={id} role="alert" aria-live="assertive" aria-atomic="true">
      {status.kind === "error" && (
        <p
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
          data-status={status.kind}
        >
          {status.message}
        </p>
      )}
    </div>
  );
}
