import { useSyncExternalStore } from 'react';

/** Spec 000 §9: one toast at a time, shown 5 s, swipe right past 50 px to dismiss, F8 focuses the viewport. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: ToastInput): void {
  emit([{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT));
}

export function dismissToast(id: number): void {
  emit(items.filter((item) => item.id !== id));
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => NO_TOASTS, // pre-rendering (client/prerender.ts) and hydration: no toast yet
  );
}

const NO_TOASTS: ToastItem[] = [];
