import { FocusScope } from "@radix-ui/react-focus-scope";
import { Accordion } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { isMenuGroup, type HeaderMenus } from "@/lib/menu";
import { ChevronDown, Download, X } from "@/components/ui/icons";
import type { PanelProps } from "./DeferredMenu";
import { BrochureLabel } from "./BrochureLabel";
import { mobileTriggerClass } from "./menuTriggers";

/** Spec: the slide-in menu closes once the window is wider than 1024 px. */
export const MOBILE_MENU_MAX_WIDTH = 1024;

// Rows are headings (Accordion.Header) or links: one typeface for both.
const row =
  "flex min-h-12 w-full items-center justify-between rounded-md px-3 text-base font-semibold text-navy-900 hover:bg-steel-100";
const subRow =
  "flex min-h-11 items-center rounded-md px-3 text-[15px] text-slate-700 hover:bg-steel-100 hover:text-accent-700";

/**
 * Narrow screens: the slide-in menu on the platform's modal <dialog>: the page
 * behind is inert (focus stays in the menu), Escape and a tap beside the panel
 * close it, and focus returns to the menu button. Not Radix Dialog: its scroll
 * lock writes a <style> element at run time, which the site's CSP (no
 * 'unsafe-inline' styles) refuses; the lock here is one CSS rule
 * (html:has(dialog:modal) in global.css).
 */
export function MobileMenuPanel({ menus, trigger }: { menus: HeaderMenus } & PanelProps) {
  const { brochure, moreMenu, serviceMenu } = menus;
  const [open, setOpen] = useState(true);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
    const closeWhenWide = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener("change", closeWhenWide);
    return () => query.removeEventListener("change", closeWhenWide);
  }, []);

  const onClose = () => {
    setOpen(false);
    // The first opening came from a stand-in button that is gone now: focus this one.
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={menus.openMenuLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={mobileTriggerClass}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </button>
      {/* The backdrop tap is the pointer's way out; the keyboard's is Escape (the dialog's own). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        // A click on the dialog element itself is a click on its backdrop: the panel fills it.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto border-0 bg-white p-0 shadow-2xl backdrop:bg-navy-950/60 open:animate-[slide-in_250ms_ease-out] lg:hidden"
      >
        {/* The browser keeps focus off the inert page; Tab from the last row wraps to the first. */}
        <FocusScope asChild loop trapped={open}>
          <div className="flex min-h-full flex-col">
            <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
              <h2 id={titleId} className="font-display text-lg font-bold text-navy-900">
                {menus.siteName}
              </h2>
              <button
                type="button"
                aria-label={menus.closeMenuLabel}
                onClick={() => dialog.current?.close()}
                className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-steel-100"
              >
                <X className="size-6" aria-hidden="true" />
              </button>
            </div>
            <nav aria-label={menus.mobileNavLabel} className="flex flex-col gap-1 p-3">
              {menus.before.map((link) => (
                <a key={link.href} href={link.href} hrefLang={link.hreflang} className={row}>
                  {link.text}
                </a>
              ))}
              <Accordion.Root type="single" collapsible>
                <Accordion.Item value="service">
                  <Accordion.Header className="font-sans">
                    <Accordion.Trigger className={`${row} group`}>
                      {menus.serviceLabel}
                      <ChevronDown
                        className="size-5 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="pl-3">
                    <a
                      href={menus.allServices.href}
                      hrefLang={menus.allServices.hreflang}
                      className={subRow}
                    >
                      {menus.allServices.text}
                    </a>
                    <Accordion.Root type="single" collapsible>
                      {serviceMenu.map((entry) =>
                        isMenuGroup(entry) ? (
                          <Accordion.Item key={entry.text} value={entry.text}>
                            <Accordion.Header className="font-sans">
                              <Accordion.Trigger
                                className={`${subRow} group w-full justify-between font-medium`}
                              >
                                {entry.text}
                                <ChevronDown
                                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                                  aria-hidden="true"
                                />
                              </Accordion.Trigger>
                            </Accordion.Header>
                            <Accordion.Content className="border-l-2 border-steel-200 pl-3">
                              {entry.children.map((child) => (
                                <a
                                  key={child.href}
                                  href={child.href}
                                  hrefLang={child.hreflang}
                                  className={subRow}
                                >
                                  {child.text}
                                </a>
                              ))}
                            </Accordion.Content>
                          </Accordion.Item>
                        ) : (
                          <a
                            key={entry.href}
                            href={entry.href}
                            hrefLang={entry.hreflang}
                            className={subRow}
                          >
                            {entry.text}
                          </a>
                        ),
                      )}
                    </Accordion.Root>
                  </Accordion.Content>
                </Accordion.Item>
              </Accordion.Root>
              {[...menus.after, ...moreMenu].map((link) => (
                <a key={link.href} href={link.href} hrefLang={link.hreflang} className={row}>
                  {link.text}
                </a>
              ))}
              <a
                href={brochure.href}
                download={brochure.fileName}
                hrefLang={brochure.hreflang}
                className="mt-3 inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-accent-600 px-4 font-semibold text-white hover:bg-accent-700"
              >
                <Download className="size-5" aria-hidden="true" />
                <BrochureLabel brochure={brochure} />
              </a>
            </nav>
          </div>
        </FocusScope>
      </dialog>
    </>
  );
}
