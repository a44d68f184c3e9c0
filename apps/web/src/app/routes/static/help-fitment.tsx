import { HardHat } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { HelpTopic } from './help-articles';

const HELMET_SIZES = [
  { size: 'XS', cm: '53–54' },
  { size: 'S', cm: '55–56' },
  { size: 'M', cm: '57–58' },
  { size: 'L', cm: '59–60' },
  { size: 'XL', cm: '61–62' },
  { size: 'XXL', cm: '63–64' },
];

/** Fitment and sizing: its own file because the helmet size chart makes it the longest topic. */
export const FITMENT_TOPIC: HelpTopic = {
  id: 'fitment-sizing',
  title: 'Fitment & Sizing',
  description: 'Finding parts for your bike, and our helmet and gear sizing guide.',
  icon: HardHat,
  articles: [
    {
      id: 'part-fits',
      question: 'How do I know a part fits my bike?',
      answer: (
        <p>
          Each product page lists its Suitable Bikes. Parts can change between model years and variants, so if your bike
          is not listed or you are unsure, send us the make, model, variant and year of manufacture (from your RC book)
          through our <Link to={paths.contact()}>contact page</Link>. We confirm fitment before you order.
        </p>
      ),
    },
    {
      id: 'helmet-size',
      question: 'Helmet sizing guide: which size should I buy?',
      answer: (
        <>
          <p>
            Wrap a soft measuring tape around your head about 2 cm above your eyebrows and just above your ears, at the
            widest point. Measure twice and use the larger number.
          </p>
          <table className="w-full max-w-sm border-collapse overflow-hidden rounded-lg border text-sm">
            <caption className="mb-2 text-left text-sm font-semibold">Head circumference to helmet size</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Size
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Head (cm)
                </th>
              </tr>
            </thead>
            <tbody>
              {HELMET_SIZES.map((row) => (
                <tr key={row.size} className="border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {row.size}
                  </th>
                  <td className="px-3 py-1.5 tabular-nums">{row.cm}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Sizes vary a little between brands, so always check the chart on the product page too. A new helmet should
            feel snug all round with no pressure points; the cheek pads loosen slightly over the first few rides. If you
            are between sizes, choose the smaller one.
          </p>
        </>
      ),
    },
    {
      id: 'gear-size',
      question: 'How do I choose the size of a jacket or gloves?',
      answer: (
        <p>
          For jackets, measure your chest at its widest point with your arms relaxed and compare it with the size chart
          on the product page. Armour should sit over your shoulders and elbows when you are in a riding position. For
          gloves, measure around your palm just below the knuckles, excluding the thumb.
        </p>
      ),
    },
    {
      id: 'fitting-help',
      question: 'Do you fit the parts for me?',
      answer: (
        <p>
          We sell parts online and ship them to you. We recommend having safety-critical parts such as brakes, chains
          and suspension fitted by a qualified mechanic; faults caused by improper fitment are not covered by the
          warranty. Our team is happy to share torque values and fitting notes by e-mail.
        </p>
      ),
    },
  ],
};
