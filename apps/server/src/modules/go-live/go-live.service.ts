import type { GoLive, GoLiveItem } from '@store/contracts/go-live';
import type { Settings } from '../../config';
import type { Db } from '../../db/client';
import { readShopSettings, type ShopSettingsRow } from '../india/shop-settings.repo';
import { samePhone } from '../shop-details/shop-details.service';
import { DEMO_GSTIN } from '../invoices/issue-documents';
import { countWaitingInvoices } from '../invoices/waiting-invoices.service';

/** The demo shop's particulars (migration 0007), none of which a real shop may keep. */
export const DEMO_SELLER = {
  legalName: 'Kerala Moto Hub',
  gstin: DEMO_GSTIN,
  address: 'NH 66 Bypass, near Vyttila Hub, Kochi, Ernakulam, Kerala 682019',
} as const;

export type GoLiveSettings = Pick<
  Settings,
  'RAZORPAY_KEY_ID' | 'RAZORPAY_WEBHOOK_SECRET' | 'SMTP_URL' | 'PUBLIC_URL' | 'MAIL_FROM'
>;
type Seller = Pick<ShopSettingsRow, 'legalName' | 'gstin' | 'address' | 'phone' | 'supportEmail' | 'detailsReviewedAt'>;

/** The demo's contact details (migration 0023), which a real shop replaces with its own. */
export const DEMO_CONTACT = { phone: '+91 484 123 4567', email: 'support@keralamotohub.in' } as const;

const hostOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).hostname.toLowerCase() : null);
/** The domain of an address such as `orders@shop.in` or `"Shop" <orders@shop.in>`. */
const mailDomain = (from: string | undefined) => /@([A-Za-z0-9.-]+)>?\s*$/.exec(from ?? '')?.[1]?.toLowerCase() ?? null;
/** One domain is the other or below it: www.shop.in and shop.in, or shop.in and mail.shop.in. */
const sameSite = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

function sellerItem(seller: Seller): GoLiveItem {
  const demo = [
    seller.legalName === DEMO_SELLER.legalName && 'legal name',
    seller.gstin === DEMO_SELLER.gstin && 'GSTIN',
    seller.address === DEMO_SELLER.address && 'address',
  ].filter((v): v is string => Boolean(v));
  return {
    id: 'seller',
    title: "The shop's own legal name, address and GSTIN",
    where: 'settings',
    done: demo.length === 0,
    detail: demo.length
      ? `Still the demo's ${demo.join(', ')}. Set the shop's own in Settings: invoices print them` +
        (demo.includes('GSTIN') ? ', and with real payments no invoice is issued under the demo GSTIN.' : '.')
      : `${seller.legalName}, GSTIN ${seller.gstin}.`,
  };
}

/**
 * The contact details and policies staff have saved at least once in Shop details, and the phone
 * and e-mail are not the demo's: saving the page is how staff say they read the policies through.
 */
function detailsItem(seller: Seller): GoLiveItem {
  const demo = [
    samePhone(seller.phone, DEMO_CONTACT.phone) && 'phone number',
    seller.supportEmail.toLowerCase() === DEMO_CONTACT.email && 'e-mail address',
  ].filter((v): v is string => Boolean(v));
  const reviewed = seller.detailsReviewedAt !== null;
  const problems = [
    demo.length > 0 && `Shoppers are still shown the demo's ${demo.join(' and ')}.`,
    !reviewed &&
      'Nobody has reviewed the contact details and the policy pages yet: read them and save them in Shop details.',
  ].filter((v): v is string => Boolean(v));
  return {
    id: 'details',
    title: 'Contact details and policies reviewed',
    where: 'shop_details',
    done: problems.length === 0,
    detail: problems.length
      ? problems.join(' ')
      : `Reviewed ${seller.detailsReviewedAt!.toISOString().slice(0, 10)}: ${seller.phone}, ${seller.supportEmail}.`,
  };
}

function paymentsItem(settings: GoLiveSettings): GoLiveItem {
  const key = settings.RAZORPAY_KEY_ID;
  const problems = [
    !key &&
      'No Razorpay keys: the shop takes test payments that move no money. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to the live keys.',
    key &&
      !key.startsWith('rzp_live_') &&
      `RAZORPAY_KEY_ID is not a live key (${key.slice(0, 9)}…): payments move no money.`,
    !settings.RAZORPAY_WEBHOOK_SECRET &&
      'No RAZORPAY_WEBHOOK_SECRET: a payment whose window was closed before it returned is not confirmed by Razorpay’s webhook.',
  ].filter((v): v is string => Boolean(v));
  return {
    id: 'payments',
    title: 'Razorpay live keys and a webhook secret',
    where: 'server',
    done: problems.length === 0,
    detail: problems.length ? problems.join(' ') : 'Live keys and the webhook secret are set.',
  };
}

function mailItem(settings: GoLiveSettings): GoLiveItem {
  const host = hostOf(settings.SMTP_URL);
  return {
    id: 'mail',
    title: 'Mail goes out through an SMTP relay',
    where: 'server',
    done: host !== null,
    detail: host
      ? `Through ${host}.`
      : 'SMTP_URL is not set: mails are written to files under DATA_DIR/mail and nobody receives them.',
  };
}

function publicUrlItem(settings: GoLiveSettings): GoLiveItem {
  const url = settings.PUBLIC_URL;
  const secure = url?.startsWith('https://') ?? false;
  return {
    id: 'public_url',
    title: "PUBLIC_URL is the shop's https address",
    where: 'server',
    done: secure,
    detail: secure
      ? `${url}.`
      : url
        ? `PUBLIC_URL is ${url}: links in mails and the sitemap must be https.`
        : 'PUBLIC_URL is not set: links in mails and the sitemap have no address to point to.',
  };
}

function mailFromItem(settings: GoLiveSettings): GoLiveItem {
  const domain = mailDomain(settings.MAIL_FROM);
  const site = hostOf(settings.PUBLIC_URL);
  const done = domain !== null && site !== null && sameSite(domain, site);
  return {
    id: 'mail_from',
    title: "MAIL_FROM is on the shop's domain",
    where: 'server',
    done,
    detail: done
      ? `${settings.MAIL_FROM}.`
      : !domain
        ? 'MAIL_FROM is not set: mails come from no-reply@localhost, which mail providers reject or file as spam.'
        : `MAIL_FROM is on ${domain}, not the shop's domain${site ? ` (${site})` : ''}: providers file such mail as spam.`,
  };
}

/** Every item of the checklist for these settings and the seller on record, in the checklist's order. */
export function goLiveItems(settings: GoLiveSettings, seller: Seller): GoLiveItem[] {
  return [
    sellerItem(seller),
    detailsItem(seller),
    paymentsItem(settings),
    mailItem(settings),
    publicUrlItem(settings),
    mailFromItem(settings),
  ];
}

export async function getGoLive(db: Db, settings: GoLiveSettings): Promise<GoLive> {
  const [seller, invoicesWaiting] = await Promise.all([readShopSettings(db), countWaitingInvoices(db)]);
  return { items: goLiveItems(settings, seller), invoicesWaiting };
}

/**
 * At start: one warning line for each item a shop still has open, so the log says what stands
 * between it and real orders; the demo (`npm start`) says only how many, once.
 */
export async function logGoLive(
  db: Db,
  settings: GoLiveSettings & Pick<Settings, 'SEED_DEMO'>,
  log: { warn(message: string): void; info(message: string): void },
): Promise<void> {
  const open = goLiveItems(settings, await readShopSettings(db)).filter((item) => !item.done);
  if (settings.SEED_DEMO) {
    if (open.length)
      log.info(`The demo has ${open.length} go-live items open: the back office lists them at /admin/go-live`);
    return;
  }
  for (const item of open) log.warn(`Go-live: ${item.title}. ${item.detail}`);
}
