import { SHOP_NAME, STATIC_CLAIMS } from '@store/contracts/constants';
import { BadgeCheck, Ban, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { CONTACT } from '@/lib/contact';
import { FeatureCard, mailto, PolicyPage, type PolicySection } from './shared';

const years = STATIC_CLAIMS.warrantyYears;

const SECTIONS: PolicySection[] = [
  {
    id: 'coverage',
    title: 'What the warranty covers',
    body: (
      <>
        <p>
          Every genuine product sold by {SHOP_NAME} is covered for {years} years from the date of delivery against
          defects in materials and workmanship that appear under normal road use. This includes, for example:
        </p>
        <ul>
          <li>
            Parts that fail because of a manufacturing defect, such as a cracked casting or a faulty electrical part.
          </li>
          <li>
            Helmets with a defect in the shell, visor mechanism, ventilation or retention system (strap and buckle).
          </li>
          <li>Riding gear with faulty zips, stitching or seams, or armour that separates under normal use.</li>
          <li>Accessories and tools that stop working because of a defect rather than damage.</li>
        </ul>
        <p>
          Where the manufacturer offers a longer warranty than {years} years, the manufacturer&apos;s warranty applies
          and we help you claim it. This warranty is in addition to your rights under the Consumer Protection Act, 2019,
          and does not limit them.
        </p>
      </>
    ),
  },
  {
    id: 'wear-items',
    title: 'Wear items',
    body: (
      <>
        <p>
          Some parts are designed to wear out with use. For these, the warranty covers manufacturing defects only, as
          set out in the manufacturer&apos;s own terms, and not normal wear:
        </p>
        <ul>
          <li>Brake pads, brake shoes and discs</li>
          <li>Tyres and tubes (defects are assessed by the tyre maker&apos;s inspection process)</li>
          <li>Chains, sprockets and chain kits</li>
          <li>Clutch plates, cables, bulbs, filters and spark plugs</li>
          <li>Helmet visors, pinlocks, cheek pads and liners</li>
        </ul>
        <p>
          For example, a chain kit that stretches prematurely because of a defect in its pins is covered; one worn out
          after many thousands of kilometres, or run dry without lubrication, is not.
        </p>
      </>
    ),
  },
  {
    id: 'exclusions',
    title: 'What is not covered',
    body: (
      <ul>
        <li>
          <strong>Crash and impact damage.</strong> A helmet that has taken any impact must be replaced, even if it
          looks fine, and is not covered.
        </li>
        <li>
          <strong>Improper fitment</strong>, including wrong torque, missing or reused fasteners and parts fitted to a
          bike they are not listed for. We recommend a qualified mechanic for brakes, chains and suspension.
        </li>
        <li>Modification, repair attempts or tampering with the product.</li>
        <li>Racing, track days, stunts or other competition use.</li>
        <li>Neglect, lack of maintenance, or the wrong oil, fuel or fluids.</li>
        <li>Damage from pressure washing, harsh chemicals, fire, flood or theft.</li>
        <li>Cosmetic changes such as scratches, fading or discolouration from normal use and sunlight.</li>
        <li>Products that are not genuine or were not bought from {SHOP_NAME}.</li>
      </ul>
    ),
  },
  {
    id: 'how-to-claim',
    title: 'How to make a claim',
    body: (
      <>
        <ol>
          <li>
            E-mail <a href={mailto('Warranty claim')}>{CONTACT.email}</a> with your order number (from{' '}
            <Link to={paths.orders()}>My Orders</Link>), a description of the problem and clear photos or a short video.
          </li>
          <li>For parts, include your bike make, model, year and current odometer reading.</li>
          <li>
            We reply within two working days. If we need to inspect the item, or the manufacturer does, we arrange its
            collection.
          </li>
          <li>
            If the claim is approved we repair or replace the item free of charge and pay shipping both ways. If the
            product is no longer available, we offer an equivalent product or a refund to the original payment method.
          </li>
        </ol>
        <p>
          If a claim is declined we explain why in writing and return the item to you. You can also call us on{' '}
          <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a> during support hours.
        </p>
      </>
    ),
  },
  {
    id: 'labour',
    title: 'Labour and other costs',
    body: (
      <p>
        The warranty covers the product itself. Labour to remove or refit a part, towing, and loss of use of your bike
        are not covered unless the law requires it. Keep the product&apos;s box, label or serial number where you can;
        some manufacturers ask for it.
      </p>
    ),
  },
];

/** /warranty: the 2 year warranty terms. */
export function Component() {
  useDocumentMeta({
    title: 'Warranty',
    description: `${SHOP_NAME} covers genuine parts, helmets and riding gear for ${years} years against manufacturing defects. What is covered, what is not, and how to claim.`,
  });

  return (
    <PolicyPage
      title="Warranty"
      intro={`Every genuine product we sell comes with a ${years} year warranty against manufacturing defects. Here is exactly what that means and how to claim it.`}
      highlights={
        <ul role="list" className="grid gap-4 md:grid-cols-3">
          <li>
            <FeatureCard icon={ShieldCheck} title={`${years} years from delivery`}>
              On all genuine parts, helmets, riding gear and accessories.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={BadgeCheck} title="Free repair or replacement">
              Approved claims cost you nothing, shipping included.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={Ban} title="Not for crashes or wear">
              Crash damage, improper fitment and normal wear are excluded.
            </FeatureCard>
          </li>
        </ul>
      }
      sections={SECTIONS}
    />
  );
}
