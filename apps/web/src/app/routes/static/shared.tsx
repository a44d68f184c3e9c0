import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { cn } from '@/lib/cn';

/** Page frame: the heading in the store's style, an optional intro and the content. */
export function StaticPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeading title={title}>{intro}</PageHeading>
      {children}
    </div>
  );
}

/** A titled block of a page, with its h2. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', className)}>
      <h2 id={headingId} className="font-display text-2xl font-bold tracking-tight uppercase italic sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-2xl text-muted-foreground">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Icon, title and text in a card; used for highlights on several pages. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  headingLevel: Heading = 'h3',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div className="flex h-full gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs">
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <Heading className="font-semibold">{title}</Heading>
        <div className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

export type PolicySection = { id: string; title: string; body: ReactNode };

/** 'November 2026': when staff last saved a policy, in India's time. */
const monthOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * A legal or policy page: heading with the last-updated month, optional highlights, a table of contents (sticky beside the text on
 * wide screens) and numbered sections.
 */
export function PolicyPage({
  title,
  updatedAt,
  intro,
  highlights,
  sections,
}: {
  title: string;
  /** When the text was last changed, as an ISO time. */
  updatedAt: string;
  intro: ReactNode;
  highlights?: ReactNode;
  sections: PolicySection[];
}) {
  return (
    <StaticPage
      title={title}
      intro={
        <p>
          Last updated <time dateTime={updatedAt}>{monthOf(updatedAt)}</time>
        </p>
      }
    >
      <Prose className="max-w-3xl text-base sm:text-lg">{intro}</Prose>
      {highlights ? (
        <section aria-labelledby="at-a-glance" className="mt-8">
          <h2 id="at-a-glance" className="sr-only">
            At a glance
          </h2>
          {highlights}
        </section>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_1fr] lg:gap-12">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-xs font-bold tracking-widest text-muted-foreground uppercase">On this page</h2>
          <ol className="mt-3 grid gap-1 border-l text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
                >
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight sm:text-2xl">
                <span className="mr-1 text-brand">{i + 1}.</span> {section.title}
              </h2>
              <Prose className="mt-3">{section.body}</Prose>
            </section>
          ))}
        </div>
      </div>
    </StaticPage>
  );
}

/** Readable running text: paragraphs, lists, links and sub-headings inside policy sections. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 leading-relaxed text-foreground/90',
        '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4',
        '[&_h3]:pt-2 [&_h3]:font-semibold [&_h3]:text-foreground',
        '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5',
        '[&_li]:marker:text-brand [&_strong]:text-foreground',
        className,
      )}
    >
      {children}
    </div>
  );
}
