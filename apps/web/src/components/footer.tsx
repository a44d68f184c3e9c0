import { SHOP_NAME, STATIC_CLAIMS } from '@store/contracts/constants';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';
import { freeShippingClaim, mailto, useShopDetails } from '@/lib/shop-details';

const LINK_GROUPS = [
  {
    title: 'Shop',
    links: [
      { to: paths.home(), label: 'Home' },
      { to: paths.shop(), label: 'Shop by Category' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about(), label: 'About Us' },
      { to: paths.contact(), label: 'Contact' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: paths.warranty(), label: 'Warranty' },
      { to: paths.returns(), label: 'Returns' },
      { to: paths.shipping(), label: 'Shipping' },
      { to: paths.privacy(), label: 'Privacy Policy' },
      { to: paths.terms(), label: 'Terms of Service' },
    ],
  },
];

/** The shop's address, phone, WhatsApp and e-mail as staff saved them (docs/decisions/106). */
function FooterContact() {
  const shop = useShopDetails();
  if (!shop) return null;
  const row = 'flex gap-2 text-sm leading-relaxed';
  const icon = 'mt-0.5 size-4 shrink-0 text-primary';
  const link = 'transition-colors hover:text-primary';
  return (
    <>
      <address className={`${row} not-italic`}>
        <MapPin className={icon} aria-hidden="true" />
        <span>
          {[shop.name, ...shop.address_lines].map((line, i) => (
            <Fragment key={`${i}-${line}`}>
              {i > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </span>
      </address>
      <ul role="list" className="space-y-1.5">
        <li className={row}>
          <Phone className={icon} aria-hidden="true" />
          <a href={shop.phone_href} className={link}>
            <span className="sr-only">Phone: </span>
            {shop.phone}
          </a>
        </li>
        {shop.whatsapp && shop.whatsapp_href ? (
          <li className={row}>
            <MessageCircle className={icon} aria-hidden="true" />
            <a href={shop.whatsapp_href} rel="noopener noreferrer" className={link}>
              <span className="sr-only">WhatsApp: </span>
              {shop.whatsapp} <span className="text-xs">(WhatsApp)</span>
            </a>
          </li>
        ) : null}
        <li className={row}>
          <Mail className={icon} aria-hidden="true" />
          <a href={mailto(shop.email)} className={`${link} break-all`}>
            <span className="sr-only">E-mail: </span>
            {shop.email}
          </a>
        </li>
      </ul>
    </>
  );
}

/** The footer's promises; shipping is promised only as the shop's settings give it (docs/decisions/111). */
function FooterPromises() {
  const claim = freeShippingClaim(useShopDetails());
  const promises = [
    `${STATIC_CLAIMS.warrantyYears} year warranty`,
    ...(claim ? [claim.charAt(0).toLowerCase() + claim.slice(1)] : []),
    `${STATIC_CLAIMS.returnDays}-day returns`,
  ];
  return (
    <p className="max-w-xs text-sm leading-relaxed">
      Genuine parts, helmets and riding gear for Indian roads. {promises.slice(0, -1).join(', ')} and {promises.at(-1)}.
    </p>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 border-t-4 border-primary bg-asphalt text-asphalt-muted">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <Logo className="text-asphalt-foreground" />
          <FooterPromises />
          <FooterContact />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {LINK_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="mb-3 font-display text-sm font-bold tracking-widest text-asphalt-foreground uppercase">
                {group.title}
              </h2>
              <ul className="space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="transition-colors hover:text-primary">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-asphalt-border">
        <p className="container-page py-5 text-xs">
          © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
