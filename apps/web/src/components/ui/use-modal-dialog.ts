import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> open as a modal while `open` is true (the browser then gives the focus
 * trap, Escape, the inert page and the top layer), falling back to the `open` attribute where
 * showModal is missing (jsdom). Returns the ref to put on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
