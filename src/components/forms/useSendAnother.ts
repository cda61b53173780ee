import { useEffect, useRef, type RefObject } from "react";
import { focusFirstField } from "./focusOrder";
import type { Status } from "./FormStatus";

/**
 * "Send another" under a sent form's thank-you: the empty form comes back
 * (status idle) and, once drawn, its first field takes focus.
 */
export function useSendAnother(
  status: Status,
  setStatus: (status: Status) => void,
  form: RefObject<HTMLFormElement | null>,
): () => void {
  const focusAfterAgain = useRef(false);
  useEffect(() => {
    if (!focusAfterAgain.current || status.kind !== "idle") return;
    focusAfterAgain.current = false;
    focusFirstField(form.current);
  }, [status, form]);
  return () => {
    focusAfterAgain.current = true;
    setStatus({ kind: "idle" });
  };
}
