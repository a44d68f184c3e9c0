import { SHOP_NAME, SUPPORT_HOURS } from '@store/contracts/constants';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { CONTACT } from '@/lib/contact';
import { mailto, PolicyPage, type PolicySection } from './shared';

const SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {SHOP_NAME}, NH 66 Bypass, near Vyttila Hub, Kochi, Kerala 682019, India, runs this store and decides how your
        personal data is used (the &quot;data fiduciary&quot; under the Digital Personal Data Protection Act, 2023).
        This policy explains what we collect, why, who we share it with and the choices you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address and password (stored only as a secure hash), or
            the basic profile your identity provider shares if you sign in with one.
          </li>
          <li>
            <strong>Delivery addresses:</strong> name, 10-digit phone number, pin code, address, town, state and
            landmark.
          </li>
          <li>
            <strong>Orders:</strong> the products, quantities and prices you bought, delivery status and tracking
            number, and the payment reference and status.
          </li>
          <li>
            <strong>Your activity in the store:</strong> your cart, liked products, and the reviews, ratings and photos
            you post.
          </li>
          <li>
            <strong>Messages:</strong> what you send us by e-mail or tell us by phone, such as fitment questions.
          </li>
        </ul>
        <h3>Payments</h3>
        <p>
          Payments are processed by Razorpay. Your card number, CVV, UPI PIN and net banking credentials are entered on
          Razorpay&apos;s secure checkout and are never sent to or stored by us. We receive only the payment and order
          reference, the amount and whether the payment succeeded. Razorpay&apos;s handling of your data is described in
          its own privacy policy.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To take payment, pack and deliver your orders, and handle returns, refunds and warranty claims.</li>
        <li>To answer your questions, including fitment advice for your bike.</li>
        <li>To send service messages such as one-time codes and order updates.</li>
        <li>To keep records that Indian tax and accounting laws require, and to prevent fraud.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal data. We share only what each party needs:</p>
        <ul>
          <li>
            <strong>Razorpay</strong>, to process your payment and any refund.
          </li>
          <li>
            <strong>Courier partners</strong>, who receive your name, phone number and delivery address to deliver your
            parcel.
          </li>
          <li>
            <strong>Manufacturers or distributors</strong>, only when needed to process a warranty claim you make.
          </li>
          <li>
            <strong>Authorities</strong>, when Indian law requires it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We keep this minimal and use no advertising or tracking cookies. Your browser stores:</p>
        <ul>
          <li>
            <strong>Your session</strong>, so you stay signed in and your cart and liked counts show. Signing out
            removes it.
          </li>
          <li>
            <strong>Your theme choice</strong> (light, dark or system), so the store looks the way you like.
          </li>
        </ul>
        <p>You can clear these at any time in your browser settings; you will then need to sign in again.</p>
      </>
    ),
  },
  {
    id: 'security-retention',
    title: 'Security and retention',
    body: (
      <p>
        We protect your data with encrypted connections (HTTPS), hashed passwords and access limited to staff who need
        it. We keep account data while your account is open. Order and invoice records are kept for as long as Indian
        tax and accounting laws require, even after an account is deleted; everything else is deleted or anonymised when
        no longer needed.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023, you can:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and how we use it;</li>
          <li>
            correct or update it (you can edit your name and addresses yourself in{' '}
            <Link to={paths.profile()}>Profile</Link>);
          </li>
          <li>ask us to erase it, subject to the records the law requires us to keep;</li>
          <li>withdraw consent you have given, and nominate someone to exercise your rights for you;</li>
          <li>have a grievance addressed by our Grievance Officer.</li>
        </ul>
        <p>
          To use any of these rights, e-mail <a href={mailto('Privacy request')}>{CONTACT.email}</a> from the address on
          your account. Our store is meant for adults; if you are under 18, a parent or guardian must consent on your
          behalf.
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>
          In line with the Information Technology Act, 2000, the rules made under it, and the Digital Personal Data
          Protection Act, 2023, you can contact our Grievance Officer about any concern with how we handle your data:
        </p>
        <p>
          Grievance Officer, {SHOP_NAME}
          <br />
          NH 66 Bypass, near Vyttila Hub, Kochi, Kerala 682019
          <br />
          E-mail: <a href={mailto('Grievance: privacy')}>{CONTACT.email}</a> (subject &quot;Grievance&quot;)
          <br />
          Phone: <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>, {SUPPORT_HOURS.slice(0, 2).join(', ')}
        </p>
        <p>
          We acknowledge grievances within 48 hours and resolve them within one month. If you are not satisfied, you may
          complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'law-and-changes',
    title: 'Governing law and changes',
    body: (
      <p>
        This policy is governed by the laws of India, including the Information Technology Act, 2000 and the Digital
        Personal Data Protection Act, 2023. We will post any changes here and update the date at the top; for
        significant changes we will also tell you by e-mail. Prices and payments on this store are always in Indian
        rupees (INR).
      </p>
    ),
  },
];

/** /privacy: the privacy policy (docs/product.md, Static pages). */
export function Component() {
  useDocumentMeta({
    title: 'Privacy Policy',
    description: `How ${SHOP_NAME} collects, uses and protects your personal data under the IT Act, 2000 and the DPDP Act, 2023. Payments are processed by Razorpay; we never store card details.`,
  });

  return (
    <PolicyPage
      title="Privacy Policy"
      intro="We collect only what we need to sell you parts and gear and deliver them, we never sell your data, and we never see your card details."
      sections={SECTIONS}
    />
  );
}
