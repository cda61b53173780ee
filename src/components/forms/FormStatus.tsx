export type Status = { kind: "idle" } | { kind: "success" | "error"; message: string };

/**
 * The in-page result of a submission, next to the form. It is always in the DOM
 * so that screen readers announce changes: success politely, failure at once.
 */
export function FormStatus({ status, id }: { status: Status; id: string }) {
  const isError = status.kind === "error";
  return (
    <div
      id={id}
      role={isError ? "alert" : "status"}
      aria-live={isError ? "assertive" : "polite"}
      aria-atomic="true"
    >
      {status.kind !== "idle" && (
        <p
          className={`rounded-md border px-4 py-3 text-sm font-semibold ${
            isError
              ? "border-red-300 bg-red-50 text-red-800"
              : "border-green-300 bg-green-50 text-green-800"
          }`}
          data-status={status.kind}
        >
          {status.message}
        </p>
      )}
    </div>
  );
}
