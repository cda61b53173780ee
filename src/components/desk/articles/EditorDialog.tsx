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
  onClose,
  children,
}: {
  open: boolean;
  id: string;
  heading: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={`${id}-heading`}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] rounded-lg bg-white p-5 text-slate-900 shadow-xl backdrop:bg-navy-900/60"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {heading}
      </h2>
      {open && children}
    </dialog>,
    document.body,
  );
}
