import { descriptionPreview } from '@store/contracts/pages';
import { useId, useState } from 'react';

/** The description, previewed at 150 characters with See More / See Less (docs/product.md, Constants and limits). */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = descriptionPreview(text);
  return (
    <div>
      <p id={id} className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
        {preview && !expanded ? preview : text.trim()}
      </p>
      {preview ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 text-sm font-semibold text-brand hover:underline"
        >
          {expanded ? 'See Less' : 'See More'}
        </button>
      ) : null}
    </div>
  );
}
