import { SHOP_NAME, STATIC_CLAIMS } from '@store/contracts/constants';
import { POLICY_IDS, POLICY_TITLES, type PolicyId } from '@store/contracts/shop-details';
import { Ban, BadgeCheck, CalendarDays, HardHat, ShieldCheck, Wallet } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  fillPlaceholders,
  MarkdownBlocks,
  parseMarkdown,
  plainTextOf,
  sectionsOf,
  type MarkdownBlock,
} from '@/components/markdown';
import { Skeleton } from '@/components/ui/skeleton';
import { placeholderValues, shopDetailsQueryOptions, usePolicy } from '@/lib/shop-details';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { FeatureCard, PolicyPage, StaticPage } from './shared';

const { returnDays, warrantyYears } = STATIC_CLAIMS;

/** When the store's own text of the first policies was written; `written` is each page's. */
const STORE_TEXT_WRITTEN = '2024-12-01T12:00:00+05:30';

/**
 * What a policy page shows besides its text: the description search engines read, when the
 * store's own text was written (the page's date until staff save their own), and the highlight cards of the store's own text. Cards repeat the default text's promises, so a policy
 * staff rewrote shows its text alone (docs/decisions/106).
 */
const PAGES: Record<
  PolicyId,
  { description: string; written: string; highlights?: [typeof ShieldCheck, string, string][] }
> = {
  returns: {
    written: STORE_TEXT_WRITTEN,
    description: `Return unused items in original condition to ${SHOP_NAME} within ${returnDays} days. Refunds to the original payment method within 5-7 business days after inspection.`,
    highlights: [
      [CalendarDays, `${returnDays} days to return`, 'Unused items in original condition and packaging.'],
      [
        Wallet,
        'Refund in 5-7 business days',
        'To your original payment method (for cash on delivery, your UPI ID or bank account), after we inspect the item.',
      ],
      [HardHat, 'Helmets unworn, with tags', 'For hygiene. Custom orders cannot be returned.'],
    ],
  },
  shipping: {
    written: '2026-11-29T12:00:00+05:30',
    description: `Where ${SHOP_NAME} delivers in India, how many days each region takes, what shipping costs and how to track a parcel.`,
  },
  warranty: {
    written: STORE_TEXT_WRITTEN,
    description: `${SHOP_NAME} covers genuine parts, helmets and riding gear for ${warrantyYears} years against manufacturing defects. What is covered, what is not, and how to claim.`,
    highlights: [
      [
        ShieldCheck,
        `${warrantyYears} years from delivery`,
        'On all genuine parts, helmets, riding gear and accessories.',
      ],
      [BadgeCheck, 'Free repair or replacement', 'Approved claims cost you nothing, shipping included.'],
      [Ban, 'Not for crashes or wear', 'Crash damage, improper fitment and normal wear are excluded.'],
    ],
  },
  privacy: {
    written: STORE_TEXT_WRITTEN,
    description: `How ${SHOP_NAME} collects, uses and protects your personal data under the IT Act, 2000 and the DPDP Act, 2023. Payments are processed by Razorpay; we never store card details.`,
  },
  terms: {
    written: STORE_TEXT_WRITTEN,
    description: `The terms for buying from ${SHOP_NAME}: age 18+ or parental consent, prices in INR, payment online through Razorpay, ${returnDays}-day returns and the ${warrantyYears} year warranty.`,
  },
};

function Highlights({ cards }: { cards: [typeof ShieldCheck, string, string][] }): ReactNode {
  return (
    <ul role="list" className="grid gap-4 md:grid-cols-3">
      {cards.map(([icon, title, text]) => (
        <li key={title}>
          <FeatureCard icon={icon} title={title}>
            {text}
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}

/** A rewritten policy's description for search engines: its first words, some 160 characters. */
function introText(intro: MarkdownBlock[]): string | undefined {
  const text = plainTextOf(intro);
  if (!text) return undefined;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** The policy a path names: /returns, /shipping, /warranty, /privacy, /terms. */
export function policyIdOf(pathname: string): PolicyId {
  const id = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return (POLICY_IDS as readonly string[]).includes(id) ? (id as PolicyId) : 'terms';
}

/** A policy page: the shop's text from the back office, or the store's own (docs/decisions/106). */
export function Component() {
  const id = policyIdOf(useLocation().pathname);
  const title = POLICY_TITLES[id];
  const page = PAGES[id];
  const policy = usePolicy(id).data?.data;
  const details = useQuery(shopDetailsQueryOptions());
  // Details that failed to arrive leave words pointing to the contact page, not a page that waits.
  const shop = details.data ?? (details.isPending ? undefined : null);
  const blocks =
    policy && shop !== undefined ? parseMarkdown(fillPlaceholders(policy.markdown, placeholderValues(shop))) : [];
  const { intro, sections } = sectionsOf(blocks);
  // The store's own description says what its own text promises; staff's text speaks for itself.
  useDocumentMeta({ title, description: policy?.edited ? (introText(intro) ?? page.description) : page.description });

  if (!policy || shop === undefined) {
    return (
      <StaticPage title={title}>
        <div className="max-w-3xl space-y-3" aria-busy="true">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-5/6" />
          <Skeleton className="h-40 w-full" />
        </div>
      </StaticPage>
    );
  }
  return (
    <PolicyPage
      title={title}
      updatedAt={policy.updated_at ?? page.written}
      intro={<MarkdownBlocks blocks={intro} />}
      highlights={!policy.edited && page.highlights ? <Highlights cards={page.highlights} /> : undefined}
      sections={sections.map((section) => ({
        id: section.id,
        title: section.title,
        body: <MarkdownBlocks blocks={section.blocks} />,
      }))}
    />
  );
}
