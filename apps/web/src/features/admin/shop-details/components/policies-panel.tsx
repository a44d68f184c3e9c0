import { SHOP_NAME } from '@store/contracts/constants';
import { POLICY_IDS, POLICY_TITLES, type AdminShopDetails, type PolicyId } from '@store/contracts/shop-details';
import { Eye, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { fillPlaceholders, MarkdownBlocks, parseMarkdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { placeholderValues } from '@/lib/shop-details';
import { Prose } from '@/app/routes/static/shared';
import { Panel } from '../../components/admin-page';
import { Field, TextArea } from '../../components/fields';
import { dateOf, type SetShopDetailsForm, type ShopDetailsForm } from './shop-details-form';

type Form = ShopDetailsForm;

/** What the preview prints for the placeholders: the details as the form has them now. */
const previewValues = (initial: AdminShopDetails, form: Form) =>
  placeholderValues({
    name: SHOP_NAME,
    legal_name: initial.legal_name,
    address_lines: initial.address.split('\n').filter((line) => line.trim()),
    phone: form.phone,
    email: form.email,
    hours: form.hours,
  });

/** The five policy pages, one tab each: the Markdown, its preview, and the store's own text to put back. */
export function PoliciesPanel({
  initial,
  form,
  setForm,
  errors,
  clear,
}: {
  initial: AdminShopDetails;
  form: Form;
  setForm: SetShopDetailsForm;
  errors: Partial<Record<string, string>>;
  clear(field: string): void;
}) {
  const [open, setOpen] = useState<PolicyId>('returns');
  const [preview, setPreview] = useState(false);
  const policy = initial.policies.find((p) => p.id === open)!;
  const text = form.policies[open];
  const isDefault = text.trim() === policy.default_markdown.trim();
  const error = errors[`policies.${open}`];
  return (
    <Panel title="Policy pages" className="lg:col-span-2">
      <div role="tablist" aria-label="Policy pages" className="flex flex-wrap gap-1 border-b pb-3">
        {POLICY_IDS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={open === id}
            onClick={() => setOpen(id)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              open === id ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              errors[`policies.${id}`] && 'ring-2 ring-destructive',
            )}
          >
            {POLICY_TITLES[id]}
          </button>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-muted-foreground">
          {isDefault
            ? 'The store’s own text.'
            : policy.edited && text.trim() === policy.markdown.trim() && policy.updated_at
              ? `The shop’s text, saved ${dateOf(policy.updated_at)}.`
              : 'Changed, not saved yet.'}{' '}
          Shown at{' '}
          <Link to={`/${open}`} className="font-medium text-brand hover:underline">
            /{open}
          </Link>
          .
        </p>
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setPreview((p) => !p)}
            aria-pressed={preview}
          >
            {preview ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />} {preview ? 'Edit' : 'Preview'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={isDefault}
            onClick={() => {
              setForm((f) => ({ ...f, policies: { ...f.policies, [open]: policy.default_markdown } }));
              clear(`policies.${open}`);
            }}
          >
            <RotateCcw aria-hidden="true" /> Put back the store’s text
          </Button>
        </div>
      </div>
      {preview ? (
        <Prose className="mt-3 max-h-[36rem] overflow-y-auto rounded-lg border p-4 [&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-bold">
          <MarkdownBlocks blocks={parseMarkdown(fillPlaceholders(text, previewValues(initial, form)))} />
        </Prose>
      ) : (
        <Field
          label={<span className="sr-only">{POLICY_TITLES[open]} text</span>}
          error={error}
          hint="## starts a section ({#id} after it names its link), - a bullet, 1. a numbered step, **bold**, *italic*, [words](/path or https://…). {phone}, {email}, {address}, {hours} and {shop_name} print the shop’s details."
          className="mt-3"
        >
          {(control) => (
            <TextArea
              {...control}
              value={text}
              rows={22}
              spellCheck
              className="font-mono text-xs leading-relaxed sm:text-sm"
              onChange={(e) => {
                setForm((f) => ({ ...f, policies: { ...f.policies, [open]: e.target.value } }));
                clear(`policies.${open}`);
              }}
            />
          )}
        </Field>
      )}
    </Panel>
  );
}
