import { SHOP_NAME, STATIC_CLAIMS } from '@store/contracts/constants';
import {
  ArrowRight,
  BadgeCheck,
  Cog,
  HardHat,
  Handshake,
  PackageCheck,
  RotateCcw,
  ShieldCheck,
  Shirt,
  Truck,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatInr } from '@store/contracts/money';
import { paths } from '@/lib/paths';
import { freeShippingClaim, useShopDetails } from '@/lib/shop-details';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { FeatureCard, Section, StaticPage } from './shared';

const RANGE = [
  {
    icon: Cog,
    title: 'Parts & spares',
    text: 'Brake pads and discs, chains and sprockets, clutch plates, filters, spark plugs, bearings, cables and electricals for commuters, tourers and sport bikes.',
  },
  {
    icon: HardHat,
    title: 'Helmets',
    text: 'ISI-marked full face, modular and open face helmets, plus visors, pinlocks and communicators. Sized with our helmet fitting guide.',
  },
  {
    icon: Shirt,
    title: 'Riding gear',
    text: 'Mesh and all-weather jackets, riding pants, gloves, boots and rain suits built for Kerala monsoons and summer heat alike.',
  },
  {
    icon: Wrench,
    title: 'Care & accessories',
    text: 'Engine oils, chain lubes, cleaners, tools, phone mounts, saddle bags and the small bits that make every ride easier.',
  },
];

const VALUES = [
  {
    icon: BadgeCheck,
    title: 'Only genuine products',
    text: 'Every part and helmet comes from the manufacturer or its authorised distributor in India, with the invoice to prove it. No grey imports, no copies.',
  },
  {
    icon: Wrench,
    title: 'Fitment you can trust',
    text: 'Tell us your bike make, model and year and a rider on our team checks the part fits before you pay, not after it arrives.',
  },
  {
    icon: Handshake,
    title: 'Straight answers',
    text: 'Prices in rupees with GST included, any shipping shown before you pay, clear policies and real people on the phone. If something is wrong, we fix it.',
  },
];

/**
 * /about: who the shop is and why riders buy here. Shipping is promised free only as far as the
 * shop's charge settings make it (docs/decisions/111).
 */
export function Component() {
  const shop = useShopDetails();
  const freeFrom = shop?.free_shipping_from;
  const shippingClaim = freeShippingClaim(shop);
  useDocumentMeta({
    title: 'About Us',
    description: `${SHOP_NAME} is a rider-run shop in Kochi, Kerala selling genuine motorcycle parts, helmets and riding gear across India, with a ${STATIC_CLAIMS.warrantyYears} year warranty${shippingClaim ? `, ${shippingClaim.toLowerCase()}` : ''} and ${STATIC_CLAIMS.returnDays}-day returns.`,
  });

  const stats = [
    { value: `${STATIC_CLAIMS.warrantyYears} years`, label: 'Warranty on genuine products' },
    { value: `${STATIC_CLAIMS.returnDays} days`, label: 'To return unused items' },
    { value: '3-5 days', label: 'Standard delivery across India' },
    ...(freeFrom === 0
      ? [{ value: '₹0', label: 'Shipping charge on every order' }]
      : typeof freeFrom === 'number'
        ? [{ value: formatInr(freeFrom), label: 'Order value from which shipping is free' }]
        : []),
  ];

  const promises = [
    {
      icon: ShieldCheck,
      title: `${STATIC_CLAIMS.warrantyYears} year warranty`,
      text: 'Genuine products are covered against manufacturing defects for two years from delivery.',
      to: paths.warranty(),
      link: 'Warranty terms',
    },
    {
      icon: Truck,
      title: shippingClaim ?? 'Delivery across India',
      text:
        freeFrom === 0
          ? `Free delivery to any serviceable pin code in India, usually within ${STATIC_CLAIMS.shippingDays}.`
          : `Delivery to any serviceable pin code in India, usually within ${STATIC_CLAIMS.shippingDays}. Checkout shows the shipping for your PIN code before you pay.`,
      to: paths.help(),
      link: 'Shipping help',
    },
    {
      icon: RotateCcw,
      title: `${STATIC_CLAIMS.returnDays}-day returns`,
      text: 'Changed your mind? Send back unused items in original condition within 30 days of delivery.',
      to: paths.returns(),
      link: 'Returns policy',
    },
  ];

  return (
    <StaticPage title={`About ${SHOP_NAME}`} intro="Riders serving riders, from Kochi to every corner of India.">
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-start">
        <div className="max-w-3xl space-y-4 text-base leading-relaxed sm:text-lg">
          <p>
            {SHOP_NAME} started the way most good rides do: with a group of friends in Kochi who were tired of waiting
            weeks for a genuine brake pad, and of never being sure whether the part in the box was the real thing.
          </p>
          <p>
            So we built the shop we wanted to buy from. We source parts, helmets and gear only from manufacturers and
            their authorised distributors, check fitment for your exact bike before we ship, and pack every order
            ourselves at our store on the NH 66 Bypass near Vyttila.
          </p>
          <p>
            Whether you ride a commuter through Ernakulam traffic, tour the ghats to Munnar or take a weekend run up to
            Wayanad, we help you find the right part and ship it to your door anywhere in India.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild size="lg">
              <Link to={paths.shop()}>
                Shop by Category <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contact()}>Ask about fitment</Link>
            </Button>
          </div>
        </div>
        <section aria-labelledby="about-numbers" className="rounded-2xl bg-asphalt p-6 text-asphalt-foreground sm:p-8">
          <span className="racing-stripe mb-3 block h-1.5 w-12 -skew-x-12" aria-hidden="true" />
          <h2 id="about-numbers" className="font-display text-2xl font-bold tracking-tight uppercase italic">
            Our promise in numbers
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm leading-snug text-asphalt-muted">{stat.label}</dt>
                <dd className="font-display text-2xl font-extrabold whitespace-nowrap text-primary italic sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="mt-14 space-y-14">
        <Section id="what-we-sell" title="What we sell" intro="Everything between you, your bike and the road.">
          <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {RANGE.map((item) => (
              <li key={item.title}>
                <FeatureCard icon={item.icon} title={item.title}>
                  {item.text}
                </FeatureCard>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="why-riders-trust-us" title="Why riders trust us">
          <ul role="list" className="grid gap-4 md:grid-cols-3">
            {promises.map((item) => (
              <li key={item.title}>
                <div className="flex h-full flex-col rounded-xl border-t-4 border-primary bg-card p-5 shadow-xs">
                  <item.icon className="size-7 text-brand" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1 flex-1 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
                  <Link
                    to={item.to}
                    className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
                  >
                    {item.link} <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="our-values" title="What we stand for">
          <ul role="list" className="grid gap-4 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title}>
                <FeatureCard icon={value.icon} title={value.title}>
                  {value.text}
                </FeatureCard>
              </li>
            ))}
          </ul>
        </Section>

        <section
          aria-labelledby="about-cta"
          className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex gap-4">
            <PackageCheck className="mt-1 size-8 shrink-0 text-brand" aria-hidden="true" />
            <div>
              <h2 id="about-cta" className="text-lg font-semibold">
                Not sure which part fits your bike?
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Send us your bike make, model and year and we will point you to the right part.
              </p>
            </div>
          </div>
          <Button asChild>
            <Link to={paths.contact()}>Contact us</Link>
          </Button>
        </section>
      </div>
    </StaticPage>
  );
}
