import { SHOP_NAME, STATIC_CLAIMS } from '@store/contracts/constants';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { CONTACT } from '@/lib/contact';
import { mailto, PolicyPage, type PolicySection } from './shared';

/** Minimum age to use the store without a parent's consent (docs/product.md, Constants and limits). */
const MINIMUM_AGE = 18;

const SECTIONS: PolicySection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <p>
        These terms apply to every purchase from and use of the {SHOP_NAME} online store, operated from NH 66 Bypass,
        near Vyttila Hub, Kochi, Kerala 682019, India (&quot;we&quot;, &quot;us&quot;). By creating an account or
        placing an order you agree to them. Please also read our <Link to={paths.privacy()}>privacy policy</Link>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and your account',
    body: (
      <>
        <p>
          You must be at least <strong>{MINIMUM_AGE} years old</strong> to create an account or place an order. If you
          are under {MINIMUM_AGE}, you may use the store only with the consent and supervision of a parent or legal
          guardian, who accepts these terms on your behalf.
        </p>
        <p>
          Keep your password private; you are responsible for activity on your account. Tell us at once at{' '}
          <a href={mailto('Account security')}>{CONTACT.email}</a> if you think someone else has used it.
        </p>
      </>
    ),
  },
  {
    id: 'products-and-prices',
    title: 'Products, prices and fitment',
    body: (
      <>
        <p>
          All prices are in Indian rupees (INR, ₹) and include GST and shipping; there is no separate delivery fee. We
          work hard to keep descriptions, pictures, prices and the Suitable Bikes lists accurate. If we find a clear
          error in the price or description of an item you ordered, we will contact you and you can choose to go ahead
          at the correct price or cancel for a full refund.
        </p>
        <p>
          Fitment information is a guide. Please check that a part suits your bike&apos;s make, model, variant and year
          before fitting it, or ask us first. Safety-critical parts should be fitted by a qualified mechanic.
        </p>
      </>
    ),
  },
  {
    id: 'orders-and-payment',
    title: 'Orders and payment',
    body: (
      <>
        <p>
          Payment is made online at checkout through <strong>Razorpay</strong>, our payment gateway. We accept credit
          and debit cards, <strong>UPI</strong>, <strong>net banking</strong> and <strong>wallets</strong> supported by
          Razorpay. We do not offer cash on delivery or any other payment method. Your order is confirmed once Razorpay
          confirms the payment; card and bank details are handled by Razorpay and never stored by us.
        </p>
        <p>
          We may decline or cancel an order, for example if an item is out of stock, the address cannot be served or we
          suspect fraud. If we cancel a paid order, we refund the full amount to the original payment method.
        </p>
      </>
    ),
  },
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    body: (
      <p>
        We ship free of charge to serviceable pin codes across India. Standard delivery usually takes{' '}
        {STATIC_CLAIMS.shippingDays} after dispatch; the estimated delivery shown on your order is a guide, not a
        guarantee. Risk in the goods passes to you on delivery. Please check parcels on arrival and report damage within
        48 hours.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <>
        <ul>
          <li>
            You may return items within <strong>{STATIC_CLAIMS.returnDays} days</strong> of delivery if they are{' '}
            <strong>unused and in their original condition</strong> and packaging.
          </li>
          <li>
            <strong>The buyer pays return shipping</strong>, unless the item is faulty, damaged on arrival or not what
            you ordered.
          </li>
          <li>
            Refunds are made to the <strong>original payment method</strong>, within 5-7 business days after we inspect
            the return.
          </li>
          <li>
            <strong>Custom orders are not returnable</strong>, including custom-painted helmets and made-to-order parts.
            Helmets can be returned only if unworn with tags attached.
          </li>
        </ul>
        <p>
          Full details and how to start a return are in our <Link to={paths.returns()}>returns policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty',
    body: (
      <p>
        Genuine products come with a {STATIC_CLAIMS.warrantyYears} year warranty against manufacturing defects, subject
        to the exclusions in our <Link to={paths.warranty()}>warranty terms</Link> (including crash damage, improper
        fitment and normal wear of wear items). This is in addition to your rights under the Consumer Protection Act,
        2019.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews and content you post',
    body: (
      <p>
        Reviews, ratings and photos you post must be honest, your own and lawful. You allow us to show them on the
        store. We may remove content that is abusive, misleading, infringes someone&apos;s rights or is unrelated to the
        product.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <p>
        Nothing in these terms limits liability that cannot be limited under Indian law. Otherwise, our liability for
        any order is limited to the amount you paid for it, and we are not liable for indirect losses or for damage
        caused by improper fitment, modification or misuse of products. We are not responsible for delays caused by
        events beyond our reasonable control, such as floods, strikes or courier disruption.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. We will always try to resolve a complaint with you directly
        first; if we cannot, the courts at Ernakulam, Kerala have jurisdiction, without affecting your right to approach
        a consumer commission under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and the terms in force when you placed
        an order apply to it. Questions? E-mail <a href={mailto('Terms of Service')}>{CONTACT.email}</a> or call{' '}
        <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>.
      </p>
    ),
  },
];

/**
 * /terms: Terms of Service (docs/product.md, Static pages; payment methods per docs/architecture.md,
 * Choices the product description leaves open).
 */
export function Component() {
  useDocumentMeta({
    title: 'Terms of Service',
    description: `The terms for buying from ${SHOP_NAME}: age ${MINIMUM_AGE}+ or parental consent, prices in INR, payment online through Razorpay, ${STATIC_CLAIMS.returnDays}-day returns and the ${STATIC_CLAIMS.warrantyYears} year warranty.`,
  });

  return (
    <PolicyPage
      title="Terms of Service"
      intro={`Plain-language terms for shopping at ${SHOP_NAME}. They explain who can buy, how payment, delivery and returns work, and what each of us is responsible for.`}
      sections={SECTIONS}
    />
  );
}
