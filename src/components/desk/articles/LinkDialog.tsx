import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/fields";
import { articlesDesk } from "@/content/articlesDesk";
import { DialogButtons, EditorDialog } from "./EditorDialog";
import { linkAddress } from "./markdownEdits";

const words = articlesDesk.toolbar.linkDialog;

/**
 * The toolbar's Link: a dialog with the words readers click and the address,
 * checked here (http(s), mailto or a page of the site) before anything is
 * written; the server's renderer drops any other address anyway.
 */
export function LinkDialog({
  open,
  text,
  onInsert,
  onClose,
}: {
  open: boolean;
  /** The words the dialog starts with (the writer's selection). */
  text: string;
  onInsert: (text: string, address: string) => void;
  onClose: () => void;
}) {
  return (
    <EditorDialog
      open={open}
      id="link-dialog"
      heading={words.heading}
      // With words chosen, what is left to give is the address.
      initialFocus={text ? "link-dialog-address" : undefined}
      onClose={onClose}
    >
      <LinkForm text={text} onInsert={onInsert} onCancel={onClose} />
    </EditorDialog>
  );
}

function LinkForm({
  text,
  onInsert,
  onCancel,
}: {
  text: string;
  onInsert: (text: string, address: string) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<{ text?: string; address?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = (name: string) =>
      event.currentTarget.elements.namedItem(name) as HTMLInputElement;
    const said = field("text").value.trim();
    const address = linkAddress(field("address").value);
    const found = {
      ...(said ? {} : { text: words.noText }),
      ...(address ? {} : { address: words.badAddress }),
    };
    setErrors(found);
    if (found.text) field("text").focus();
    else if (found.address) field("address").focus();
    else onInsert(said, address!);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        id="link-dialog-text"
        name="text"
        label={words.text}
        hint={words.textHint}
        defaultValue={text}
        maxLength={200}
        error={errors.text}
      />
      <TextField
        id="link-dialog-address"
        name="address"
        type="url"
        inputMode="url"
        label={words.address}
        hint={words.addressHint}
        maxLength={2000}
        error={errors.address}
      />
      <DialogButtons act={words.insert} leave={words.cancel} onLeave={onCancel} />
    </form>
  );
}
