import { STATIC_CLAIMS } from '@store/contracts/constants';
import { CreditCard, Package, RotateCcw, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatInr } from '@store/contracts/money';
import { paths } from '@/lib/paths';
import { mailto, offersCashOnDelivery, useShopDetails } from '@/lib/shop-details';
import { FITMENT_TOPIC } from './help-fitment';

export type HelpArticle = { id: string; question: string; answer: ReactNode };
export type HelpTopic = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  articles: HelpArticle[];
};

/** The shop's e-mail address as a link, as staff saved it (docs/decisions/106). */
function EmailLink() {
  const shop = useShopDetails();
  return shop ? (
    <a href={mailto(shop.email)} className="break-words">
      {shop.email}
    </a>
  ) : null;
}

function PhoneLink() {
  const shop = useShopDetails();
  return shop ? <a href={shop.phone_href}>{shop.phone}</a> : null;
}

const email = <EmailLink />;

/** What shipping costs, as the shop's charge settings say (docs/decisions/111). */
function ShippingCost() {
  const freeFrom = useShopDetails()?.free_shipping_from;
  if (freeFrom === 0) return <>Shipping is free on every order across India.</>;
  const priced =
    'it is charged by delivery zone and parcel weight, and checkout shows the exact amount for your PIN code before you pay.';
  return typeof freeFrom === 'number' ? (
    <>
      Shipping is free on orders from {formatInr(freeFrom)}; below that, {priced}
    </>
  ) : (
    <>
      Shipping is charged by delivery zone and parcel weight; checkout shows the exact amount for your PIN code before
      you pay.
    </>
  );
}

/** Whether cash on delivery is offered, as the shop's settings say. */
function CashOnDelivery() {
  return offersCashOnDelivery(useShopDetails()) ? (
    <p>
      You can also pay cash on delivery to most PIN codes, for a small fee. Checkout shows whether it is open for your
      address and order; we e-mail you a 4-digit code to confirm a cash order, and you pay the courier when the parcel
      arrives. All prices are in Indian rupees (₹) and include GST.
    </p>
  ) : (
    <p>We do not offer cash on delivery. All prices are in Indian rupees (₹) and include GST.</p>
  );
}

/** Help Center articles by topic; every answer follows the shop's policies and constants. */
export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'orders-shipping',
    title: 'Orders & Shipping',
    description: 'Delivery times, shipping charges, tracking and changes to an order.',
    icon: Package,
    articles: [
      {
        id: 'delivery-time',
        question: 'How long does delivery take, and does it cost anything?',
        answer: (
          <>
            <p>
              <ShippingCost /> Orders placed before 2 pm on a working day are usually packed the same day, and standard
              delivery takes {STATIC_CLAIMS.shippingDays}. Remote pin codes in the North-East, Ladakh and the islands
              can take a few days more.
            </p>
            <p>
              The estimated delivery date on your order counts from the day your payment went through: three days in
              Kerala, four to the rest of South India and the metro cities, five to the rest of India and eight to the
              North-East, Jammu and Kashmir, Ladakh and the islands. Check your PIN code on any product page to see the
              date before you order. Prices already include GST and the checkout total is the whole price, so there is
              nothing extra to pay at the door beyond a cash on delivery order&apos;s own total, and a GST tax invoice
              for every order is on its order page.
            </p>
          </>
        ),
      },
      {
        id: 'track-order',
        question: 'How do I track my order?',
        answer: (
          <p>
            Open <Link to={paths.orders()}>My Orders</Link> and choose the Shipped tab. Each shipped order shows its
            tracking number, the estimated delivery date and a Track Package button. Select an order to see its items,
            delivery address and payment details.
          </p>
        ),
      },
      {
        id: 'change-order',
        question: 'Can I change or cancel an order?',
        answer: (
          <p>
            Yes, as long as it has not shipped: open the order in <Link to={paths.orders()}>My Orders</Link> and choose
            Cancel order. A cancelled order is refunded in full to the original payment method. To change an order,
            cancel it and order again, or e-mail {email} or call <PhoneLink /> during support hours. Once an order has
            shipped, you can return it under our <Link to={paths.returns()}>returns policy</Link> instead.
          </p>
        ),
      },
      {
        id: 'damaged-parcel',
        question: 'My parcel arrived damaged or with the wrong item. What now?',
        answer: (
          <p>
            Sorry about that. Please take photos of the parcel and the item and e-mail them to {email} within 48 hours
            of delivery with your order number. We will send the right or a replacement item, or refund you, and we pay
            all shipping costs for wrong or faulty items.
          </p>
        ),
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    description: 'Paying online through Razorpay: cards, UPI, net banking and wallets.',
    icon: CreditCard,
    articles: [
      {
        id: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer: (
          <>
            <p>
              Orders are paid online through Razorpay, India&apos;s secure payment gateway. You can pay with credit and
              debit cards (Visa, Mastercard, RuPay and more), UPI apps such as Google Pay, PhonePe and Paytm, net
              banking from all major banks, and popular wallets.
            </p>
            <CashOnDelivery />
          </>
        ),
      },
      {
        id: 'payment-failed',
        question: 'My payment failed but money was debited. Is it lost?',
        answer: (
          <p>
            No. If the payment did not complete, no order is created and the amount is returned to your account
            automatically, usually within 5-7 business days depending on your bank. If you still do not see it after
            that, e-mail {email} with the date, amount and the UPI or bank reference and we will chase it with Razorpay
            for you.
          </p>
        ),
      },
      {
        id: 'card-safety',
        question: 'Is it safe to pay with my card?',
        answer: (
          <p>
            Yes. Card, UPI and bank details are entered on Razorpay&apos;s secure checkout and never reach our servers.
            Razorpay is PCI DSS compliant and card payments are confirmed with your bank&apos;s OTP. We only receive the
            payment reference and its status.
          </p>
        ),
      },
    ],
  },
  {
    id: 'returns-refunds',
    title: 'Returns & Refunds',
    description: `${STATIC_CLAIMS.returnDays}-day returns, how to send items back and when refunds arrive.`,
    icon: RotateCcw,
    articles: [
      {
        id: 'return-item',
        question: 'How do I return an item?',
        answer: (
          <>
            <p>
              You can return unused items in their original condition and packaging within {STATIC_CLAIMS.returnDays}{' '}
              days of delivery. Open the order in My Orders and choose Return items: pick the items, say why and add
              photos if something is wrong. We reply, usually within one working day, with where to send it, and each
              step shows on the order page. Questions? E-mail {email}.
            </p>
            <p>
              Return shipping is paid by you, unless the item is faulty or we sent the wrong one. Full details are in
              our <Link to={paths.returns()}>returns policy</Link>.
            </p>
          </>
        ),
      },
      {
        id: 'refund-time',
        question: 'When will I get my refund?',
        answer: (
          <p>
            We inspect returns within two working days of receiving them. Once approved, the refund goes back to the
            original payment method (the same card, UPI account, bank or wallet) and reaches you within 5-7 business
            days. For an order paid in cash on delivery, you give a UPI ID or bank account when you ask to return it,
            and we pay the refund there.
          </p>
        ),
      },
      {
        id: 'helmet-return',
        question: 'Can I return a helmet that does not fit?',
        answer: (
          <p>
            Yes, if it is unworn, with all tags and the visor film still on and in its original box. For hygiene we
            cannot accept helmets that have been worn on a ride. Try it on indoors for a few minutes first, and use our
            sizing guide below to order the right size the first time. Custom-painted helmets are made to order and
            cannot be returned.
          </p>
        ),
      },
    ],
  },
  {
    id: 'warranty',
    title: 'Warranty',
    description: `What the ${STATIC_CLAIMS.warrantyYears} year warranty covers and how to make a claim.`,
    icon: ShieldCheck,
    articles: [
      {
        id: 'warranty-cover',
        question: 'What does the 2 year warranty cover?',
        answer: (
          <p>
            Genuine products bought from us are covered against manufacturing defects in materials and workmanship for{' '}
            {STATIC_CLAIMS.warrantyYears} years from delivery. Wear items such as brake pads, tyres and chains are
            covered only as their manufacturer&apos;s terms allow, and crash damage and faults caused by improper
            fitment are not covered. Read the full <Link to={paths.warranty()}>warranty terms</Link>.
          </p>
        ),
      },
      {
        id: 'warranty-claim',
        question: 'How do I make a warranty claim?',
        answer: (
          <p>
            E-mail {email} with your order number, a description of the fault, clear photos or a short video, and your
            bike make, model and year. We reply within two working days and, if needed, arrange to collect the item.
            Approved claims are repaired or replaced free, and we pay the shipping both ways.
          </p>
        ),
      },
      {
        id: 'warranty-invoice',
        question: 'Do I need the invoice to claim?',
        answer: (
          <p>
            Your order in <Link to={paths.orders()}>My Orders</Link> is your proof of purchase, so you do not need a
            paper bill. Some manufacturers also ask for the product&apos;s serial number or batch code, so please keep
            the box or label where you can.
          </p>
        ),
      },
    ],
  },
  FITMENT_TOPIC,
  {
    id: 'account',
    title: 'Account',
    description: 'Signing in, passwords, saved addresses and your liked products.',
    icon: UserRound,
    articles: [
      {
        id: 'forgot-password',
        question: 'I forgot my password. How do I reset it?',
        answer: (
          <p>
            Use the <Link to={paths.forgotPassword()}>forgot password</Link> page (linked from sign in), enter your
            e-mail address and we will send you a 4-digit code. Enter the code with your new password to finish. The
            code can be resent if it does not arrive; check your spam folder too.
          </p>
        ),
      },
      {
        id: 'addresses',
        question: 'How do I save or change a delivery address?',
        answer: (
          <p>
            Go to <Link to={paths.profile()}>Profile</Link>, where you can add, edit and remove saved addresses. At
            checkout you can pick a saved address or enter a new one. Please include a landmark and a 10-digit mobile
            number so the courier can reach you.
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account or my data?',
        answer: (
          <p>
            E-mail {email} from the address on your account and ask us to delete it. We remove your profile, saved
            addresses and liked products, keeping only the order records Indian tax law requires. See our{' '}
            <Link to={paths.privacy()}>privacy policy</Link> for your rights.
          </p>
        ),
      },
    ],
  },
];

/** The articles most riders look for, shown first. */
export const POPULAR_ARTICLE_IDS = ['delivery-time', 'payment-methods', 'return-item', 'helmet-size', 'warranty-claim'];
