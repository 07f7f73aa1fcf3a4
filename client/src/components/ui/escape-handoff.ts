/**
 * Escape goes to what the person is working in. Radix gives it to the newest layer, and a toast that appeared while
 * a dialog was open is newer than the dialog: the first Escape closed the toast, not the dialog. A toast without
 * focus in it hands the key on (toast.tsx); the dialog that holds the focus takes it (dialog-content.tsx).
 */
const handedOn = new WeakSet<Event>();

export const handOnEscape = (event: Event): void => void handedOn.add(event);

export const isEscapeHandedOn = (event: Event): boolean => handedOn.has(event);
