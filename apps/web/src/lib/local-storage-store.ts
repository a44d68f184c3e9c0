import { useSyncExternalStore } from 'react';

/** A value kept in this browser's localStorage under one key; see localStorageStore. */
export interface LocalStorageStore<T> {
  /** The stored value, parsed; the same value until the stored text really changes. */
  read(): T;
  /** Stores `text`, or removes the key when null, and tells every subscriber in this tab. */
  write(text: string | null): void;
  /** Calls `listener` whenever the value changes, in this tab or (via `storage`) in another. */
  subscribe(listener: () => void): () => void;
  /** A hook: the value, re-rendering on every change; `empty` on the server. */
  useValue(): T;
}

/**
 * The plumbing the browser-kept values share (the signed-in user, the visitor cart and garage,
 * recently viewed): storage may be unavailable (private mode, blocked cookies), which reads as
 * nothing stored and keeps nothing written (subscribers are still told of a write, and read
 * `empty`). The parsed value is cached by its raw text so that React's
 * useSyncExternalStore sees a stable snapshot; `parse` reads what is stored leniently.
 */
export function localStorageStore<T>(key: string, parse: (raw: string | null) => T, empty: T): LocalStorageStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached = empty;

  function readRaw(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function read(): T {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  function write(text: string | null): void {
    try {
      if (text === null) localStorage.removeItem(key);
      else localStorage.setItem(key, text);
    } catch {
      // Without storage the value lives only as long as this page; nothing else to do.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, subscribe, useValue: () => useSyncExternalStore(subscribe, read, () => empty) };
}
