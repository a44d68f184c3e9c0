import { SHOP_NAME } from '@store/contracts/constants';
import { ArrowRight, ChevronDown, Clock, LifeBuoy, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { hoursInOneLine, mailto, useShopDetails } from '@/lib/shop-details';
import { HELP_TOPICS, POPULAR_ARTICLE_IDS, type HelpArticle } from './help-articles';
import { SupportHours } from './contact-details';
import { Prose, Section, StaticPage } from './shared';

/** One question that opens to its answer; native details/summary, so it works with keyboard and screen readers. */
function ArticleItem({ article }: { article: HelpArticle }) {
  return (
    <li>
      <details className="group rounded-xl border bg-card shadow-xs open:border-primary/60">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3.5 font-semibold hover:bg-accent/60 sm:px-5 [&::-webkit-details-marker]:hidden">
          <span>{article.question}</span>
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <Prose className="border-t px-4 py-4 text-sm sm:px-5 sm:text-base">{article.answer}</Prose>
      </details>
    </li>
  );
}

const ALL_ARTICLES = HELP_TOPICS.flatMap((topic) => topic.articles);
const POPULAR = POPULAR_ARTICLE_IDS.map((id) => ALL_ARTICLES.find((a) => a.id === id)).filter(
  (a): a is HelpArticle => a !== undefined,
);

/** /help: the Help Center (docs/product.md, Static pages). */
export function Component() {
  const shop = useShopDetails();
  const email = shop?.email ?? '';
  useDocumentMeta({
    title: 'Help Center',
    description: `Answers on orders, shipping, Razorpay payments, returns, warranty and helmet sizing at ${SHOP_NAME}.${shop ? ` Support ${hoursInOneLine(shop)}.` : ''}`,
  });

  return (
    <StaticPage title="Help Center" intro="Quick answers about orders, payments, returns, warranty and fitment.">
      <div className="space-y-14">
        <Section id="topics" title="Browse by topic">
          <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {HELP_TOPICS.map((topic) => (
              <li key={topic.id}>
                <article className="group relative flex h-full gap-4 rounded-xl border bg-card p-5 shadow-xs transition-[border-color,box-shadow] hover:border-primary/60 hover:shadow-md">
                  <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
                    <topic.icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="flex flex-1 flex-col">
                    <h3 className="font-semibold">
                      <a
                        href={`#topic-${topic.id}`}
                        className="after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand"
                      >
                        {topic.title}
                      </a>
                    </h3>
                    <p className="text-xs font-semibold tracking-wide text-brand uppercase">
                      {topic.articles.length} articles
                    </p>
                    <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{topic.description}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </Section>

        <div className="grid gap-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
          <Section id="popular" title="Popular articles">
            <ul role="list" className="space-y-3">
              {POPULAR.map((article) => (
                <ArticleItem key={article.id} article={article} />
              ))}
            </ul>
          </Section>

          <section
            aria-labelledby="support-heading"
            className="grid gap-8 rounded-2xl bg-asphalt p-6 text-asphalt-foreground sm:p-8 md:grid-cols-[1.4fr_1fr] lg:sticky lg:top-24 lg:grid-cols-1"
          >
            <div>
              <span className="racing-stripe mb-3 block h-1.5 w-12 -skew-x-12" aria-hidden="true" />
              <h2
                id="support-heading"
                className="font-display text-2xl font-bold tracking-tight uppercase italic sm:text-3xl"
              >
                Still need help?
              </h2>
              <p className="mt-2 max-w-xl text-asphalt-muted">
                Talk to a rider on our support team. Have your order number ready, or your bike make, model and year for
                fitment questions.
              </p>
              <ul role="list" className="mt-6 grid gap-3 sm:grid-cols-3 md:grid-cols-1">
                <li>
                  <Button asChild className="w-full">
                    <Link to={paths.contact()}>
                      <LifeBuoy /> Contact Support
                    </Link>
                  </Button>
                </li>
                <li>
                  <Button
                    asChild
                    variant="outline"
                    className="w-full border-asphalt-border bg-transparent text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground"
                  >
                    <a href={mailto(email, 'Live Chat request')} aria-describedby="live-chat-note">
                      <MessageCircle /> Live Chat
                    </a>
                  </Button>
                </li>
                <li>
                  <Button
                    asChild
                    variant="outline"
                    className="w-full border-asphalt-border bg-transparent text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground"
                  >
                    <a href={shop?.phone_href}>
                      <Phone /> Call {shop?.phone}
                    </a>
                  </Button>
                </li>
              </ul>
              <p id="live-chat-note" className="mt-4 flex gap-2 text-sm text-asphalt-muted">
                <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  Live Chat runs over e-mail: write to{' '}
                  <a href={mailto(email)} className="font-semibold break-words text-asphalt-foreground underline">
                    {email}
                  </a>{' '}
                  during support hours and an adviser replies in the same conversation, usually within a couple of
                  hours.
                </span>
              </p>
            </div>
            <div>
              <h3 className="flex items-center gap-2 font-semibold">
                <Clock className="size-5 text-primary" aria-hidden="true" /> Support hours (IST)
              </h3>
              <SupportHours className="mt-3 border-asphalt-border bg-white/5 text-asphalt-foreground [&>div]:border-asphalt-border [&_.text-muted-foreground]:text-asphalt-muted" />
            </div>
          </section>
        </div>

        <Section id="all-articles" title="All articles">
          <div className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-x-8">
            {HELP_TOPICS.map((topic) => (
              <section
                key={topic.id}
                id={`topic-${topic.id}`}
                aria-labelledby={`topic-${topic.id}-heading`}
                className="scroll-mt-24"
              >
                <h3 id={`topic-${topic.id}-heading`} className="flex items-center gap-2 text-xl font-bold">
                  <topic.icon className="size-5 text-brand" aria-hidden="true" />
                  {topic.title}
                </h3>
                <ul role="list" className="mt-4 space-y-3">
                  {topic.articles.map((article) => (
                    <ArticleItem key={article.id} article={article} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <p className="mt-10 flex items-center gap-1 text-sm text-muted-foreground">
            Can&apos;t find your answer?{' '}
            <Link
              to={paths.contact()}
              className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
            >
              Contact us <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </p>
        </Section>
      </div>
    </StaticPage>
  );
}
