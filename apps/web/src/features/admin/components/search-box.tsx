import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const TYPING_PAUSE_MS = 300;

type SearchBoxProps = {
  /** The search in the URL. */
  value: string;
  /** Called once typing pauses, at once on Enter, and with '' on clear. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
};

/**
 * The search field of a list: it keeps its own text while the admin types and hands it to the URL
 * after a short pause, so each keystroke is not a request. "/" focuses it, as in most admin tools.
 */
export function SearchBox({ value, onSearch, label, placeholder, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  // The URL changed from elsewhere (a filter cleared, back button): show what it says now.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim());
  };

  return (
    <form
      role="search"
      className={cn('relative w-full sm:max-w-xs', className)}
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), TYPING_PAUSE_MS);
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            commit('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label="Clear search"
        >
          <X className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
