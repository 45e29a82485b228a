/**
 * The one dialog primitive (Headless UI): every dialog, drawer and sheet of the store uses it.
 *
 * The element carrying `role="dialog"` and the accessible name (from `<ModalTitle>`) is the
 * box the shopper sees, so assistive technology, a screen magnifier and
 * `getByRole('dialog')` all point at the panel, not at a zero-sized wrapper. The backdrop sits
 * inside it on a negative layer (fixed to the viewport; the box has no transform, so it
 * covers the page); a click on it, Escape or the close button calls `onClose`. Focus is
 * trapped inside and returns to the opener on close (done here: Headless UI remembers only
 * focus moves it saw, and its code arrives after the opener was clicked). Drawers open from
 * the reading direction's start or end, so Arabic pages mirror them.
 *
 * Dialogs are closed on arrival: render them through `lazyWithPreload` so their code loads
 * on first use, never with the page.
 */
import {Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle} from '@headlessui/react';
import {CloseIcon} from './icons';
import {useEffect, useRef, type ReactNode} from 'react';

export type ModalPlacement = 'center' | 'sheet' | 'start' | 'end' | 'top';

const BOX: Record<ModalPlacement, string> = {
  center: 'inset-0 m-auto h-fit max-h-[90vh] w-[min(28rem,calc(100vw-2rem))]',
  // A sheet from the bottom on phones, a centred dialog from 600 px.
  sheet: 'inset-x-0 bottom-0 max-h-[90vh] sm:inset-0 sm:m-auto sm:h-fit sm:w-[min(48rem,calc(100vw-3rem))]',
  start: 'inset-y-0 start-0 w-[min(24rem,88vw)]',
  end: 'inset-y-0 end-0 w-[min(28rem,92vw)]',
  // A full-width panel from the top (the search overlay); the whole screen on phones.
  top: 'inset-x-0 top-0 max-h-screen sm:max-h-[85vh]',
};

const PANEL: Record<ModalPlacement, string> = {
  center: 'rounded-lg',
  sheet: 'rounded-t-xl sm:rounded-lg',
  start: '',
  end: '',
  top: 'sm:rounded-b-lg',
};

export function Modal({
  open,
  onClose,
  placement = 'center',
  className = '',
  children,
  ...props
}: {
  open: boolean;
  onClose(): void;
  placement?: ModalPlacement;
  /** Classes for the visible panel (padding, layout). */
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  useFocusReturn(open);
  return (
    <Dialog open={open} onClose={onClose} className={`fixed z-50 flex flex-col ${BOX[placement]}`} {...props}>
      <DialogBackdrop className="fixed inset-0 -z-10 bg-black/40" />
      <DialogPanel
        className={`flex min-h-0 w-full flex-1 flex-col overflow-hidden bg-white text-neutral-900 shadow-xl ${PANEL[placement]} ${className}`}
      >
        {children}
      </DialogPanel>
    </Dialog>
  );
}

/** Gives focus back to the element that had it when the dialog opened, once it closes or goes away. */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  if (open && opener.current === null && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  useEffect(() => {
    const restore = () => {
      const element = opener.current;
      opener.current = null;
      if (element && element !== document.body)
        requestAnimationFrame(() => element.isConnected && element.focus());
    };
    if (!open) restore();
    return () => {
      if (open) restore();
    };
  }, [open]);
}

export {DialogTitle as ModalTitle, Description as ModalDescription};

/** A dialog's close button: a 40 px target with the close icon, named by `label`. */
export function ModalCloseButton({
  label,
  onClose,
  className = '',
}: {
  label: string;
  onClose: () => void;
  /** Extra classes, e.g. negative margins to align the icon with the panel's edge. */
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100 ${className}`}
    >
      <CloseIcon width={20} height={20} />
    </button>
  );
}
