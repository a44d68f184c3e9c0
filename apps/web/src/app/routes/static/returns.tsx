import { SHOP_NAME, STATIC_CLAIMS } from '@store/contracts/constants';
import { CalendarDays, HardHat, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { CONTACT } from '@/lib/contact';
import { FeatureCard, mailto, PolicyPage, type PolicySection } from './shared';

const days = STATIC_CLAIMS.returnDays;

const SECTIONS: PolicySection[] = [
  {
    id: 'window',
    title: `The ${days}-day return window`,
    body: (
      <>
        <p>
          You can return most items within {days} days of delivery, for any reason, as long as they are{' '}
          <strong>unused and in their original condition</strong>: not fitted to a bike, not ridden in, with all tags,
          labels, manuals and accessories, in the original undamaged packaging.
        </p>
        <p>
          Parts that have been fitted, even briefly, show marks that mean we cannot resell them as new. If you are
          unsure whether a part fits, please ask us before fitting it.
        </p>
      </>
    ),
  },
  {
    id: 'helmets',
    title: 'Helmets',
    body: (
      <p>
        For hygiene reasons, helmets can be returned only if they are unworn, with all tags attached, the protective
        film still on the visor and the inner liner untouched, in the original box. Trying a helmet on indoors for a few
        minutes to check the fit is fine. A helmet that has been worn on a ride cannot be returned. Our{' '}
        <Link to={`${paths.help()}#topic-fitment-sizing`}>helmet sizing guide</Link> helps you pick the right size first
        time.
      </p>
    ),
  },
  {
    id: 'non-returnable',
    title: 'Items that cannot be returned',
    body: (
      <ul>
        <li>Custom orders: custom-painted helmets, made-to-order parts and items ordered specially for you.</li>
        <li>Helmets that have been worn, and helmet liners or cheek pads once used.</li>
        <li>Opened engine oils, lubricants, sprays and other fluids.</li>
        <li>Parts that have been fitted, modified or damaged after delivery.</li>
      </ul>
    ),
  },
  {
    id: 'shipping-costs',
    title: 'Return shipping',
    body: (
      <>
        <p>
          The buyer pays the cost of return shipping for change-of-mind returns. Please use a tracked service and pack
          the item well; we cannot refund items that are lost or damaged on the way back to us.
        </p>
        <p>
          If the item is <strong>faulty, damaged on arrival or not what you ordered</strong>, we pay the return
          shipping: we arrange a pickup or refund your courier cost. Please tell us within 48 hours of delivery with
          photos.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          We inspect returned items within two working days of receiving them and e-mail you the result. Approved
          refunds are paid to the <strong>original payment method</strong> (the same card, UPI account, bank account or
          wallet you paid with through Razorpay) and reach you within <strong>5-7 business days</strong> after
          inspection, depending on your bank.
        </p>
        <p>
          You receive the full price you paid for the item in rupees. If a return is refused because the item is used or
          incomplete, we send it back to you.
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    body: (
      <p>
        Need a different size or a different part? The quickest way is to place a new order for the item you want and
        return the original for a refund. Free shipping applies to the new order as usual.
      </p>
    ),
  },
  {
    id: 'start-a-return',
    title: 'How to start a return',
    body: (
      <>
        <ol>
          <li>
            Open the order in <Link to={paths.orders()}>My Orders</Link> and choose <strong>Return items</strong>: pick
            the items and how many, tell us why, and add photos if something is wrong.
          </li>
          <li>
            We review your request, usually within one working day, and tell you by e-mail and on the order page whether
            it is approved and where to send the item.
          </li>
          <li>
            Pack the item in its original packaging with the return number (RET…) on the parcel, and send it to us.
          </li>
          <li>
            Once the parcel arrives we refund you, with a credit note you can download from the order page. Each step
            shows on the order page.
          </li>
        </ol>
        <p>
          Need help with a return? E-mail <a href={mailto('Return request')}>{CONTACT.email}</a> or call{' '}
          <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a> during support hours. Faults that appear after the
          return window are handled under our <Link to={paths.warranty()}>warranty</Link>.
        </p>
      </>
    ),
  },
];

/** /returns: the 30-day returns policy. */
export function Component() {
  useDocumentMeta({
    title: 'Returns & Refunds',
    description: `Return unused items in original condition to ${SHOP_NAME} within ${days} days. Refunds to the original payment method within 5-7 business days after inspection.`,
  });

  return (
    <PolicyPage
      title="Returns & Refunds"
      intro={`Not quite right? You have ${days} days from delivery to send back unused items in their original condition.`}
      highlights={
        <ul role="list" className="grid gap-4 md:grid-cols-3">
          <li>
            <FeatureCard icon={CalendarDays} title={`${days} days to return`}>
              Unused items in original condition and packaging.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={Wallet} title="Refund in 5-7 business days">
              To your original payment method, after we inspect the item.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={HardHat} title="Helmets unworn, with tags">
              For hygiene. Custom orders cannot be returned.
            </FeatureCard>
          </li>
        </ul>
      }
      sections={SECTIONS}
    />
  );
}
