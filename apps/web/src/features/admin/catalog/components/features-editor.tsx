import { MAX_FEATURES } from '@store/contracts/admin';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/form-errors';

type FeaturesEditorProps = { value: string[]; onChange: (features: string[]) => void; errors: FieldErrors };

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** The bullet list under the product's description: Enter adds the next line, arrows reorder. */
export function FeaturesEditor({ value, onChange, errors }: FeaturesEditorProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusLine = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus());
  const add = (at: number) => {
    if (value.length >= MAX_FEATURES) return;
    onChange([...value.slice(0, at), '', ...value.slice(at)]);
    focusLine(at);
  };
  return (
    <div className="space-y-2">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No features yet. They show as bullet points on the product page.
        </p>
      ) : null}
      <ol ref={list} className="space-y-2">
        {value.map((feature, i) => (
          <li key={i} className="flex items-start gap-1.5">
            <span className="mt-2.5 w-5 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{i + 1}.</span>
            <div className="min-w-0 flex-1">
              <Input
                value={feature}
                maxLength={200}
                aria-label={`Feature ${i + 1}`}
                aria-invalid={errors[`features.${i}`] ? true : undefined}
                onChange={(event) => onChange(value.map((f, j) => (j === i ? event.target.value : f)))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add(i + 1);
                  } else if (event.key === 'Backspace' && feature === '' && value.length > 0) {
                    event.preventDefault();
                    onChange(value.filter((_, j) => j !== i));
                    focusLine(Math.max(0, i - 1));
                  }
                }}
                className="h-9"
              />
              {errors[`features.${i}`] ? (
                <p className="mt-1 text-xs font-medium text-destructive">{errors[`features.${i}`]}</p>
              ) : null}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              disabled={i === 0}
              onClick={() => onChange(move(value, i, i - 1))}
              aria-label={`Move feature ${i + 1} up`}
            >
              <ArrowUp />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              disabled={i === value.length - 1}
              onClick={() => onChange(move(value, i, i + 1))}
              aria-label={`Move feature ${i + 1} down`}
            >
              <ArrowDown />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              aria-label={`Remove feature ${i + 1}`}
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ol>
      {errors.features ? <p className="text-xs font-medium text-destructive">{errors.features}</p> : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => add(value.length)}
        disabled={value.length >= MAX_FEATURES}
      >
        <Plus aria-hidden="true" /> Add feature
      </Button>
    </div>
  );
}
