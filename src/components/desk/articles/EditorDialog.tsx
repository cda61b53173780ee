import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * A modal <dialog> of the article editor, put under <body> (never inside the
 * article's form): open while `open`, Escape closes it, and `onClose` runs
 * however it closes (the toolbar then puts the focus back in the Body).
 */
export function EditorDialog({
  open,
  id,
  heading,
  initialFocus,
  onClose,
  children,
}: {
  open: boolean;
  id: string;
  heading: string;
  /** The id of the control to focus on opening (else the first one). */
  initialFocus?: string | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (initialFocus) document.getElementById(initialFocus)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={`${id}-heading`}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] rounded-lg bg-white p-5 text-slate-900 shadow-xl backdrop:bg-[rgb(10_20_40/0.6)]"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {heading}
      </h2>
      {open && children}
    </dialog>,
    document.body,
  );
}

const button = "min-h-11 rounded-md px-4 font-semibold";

/** A dialog form's two buttons: the one that does it (submits the form) and the way out. */
export function DialogButtons({
  act,
  leave,
  onLeave,
  busy = false,
}: {
  act: string;
  leave: string;
  onLeave: () => void;
  busy?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        disabled={busy}
        className={`${button} bg-navy-900 text-white hover:bg-navy-800 disabled:opacity-60`}
      >
        {act}
      </button>
      <button
        type="button"
        onClick={onLeave}
        className={`${button} border border-navy-900 bg-white text-navy-900 hover:bg-steel-50`}
      >
        {leave}
      </button>
    </div>
  );
}
