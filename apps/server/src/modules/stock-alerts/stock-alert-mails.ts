import { SHOP_NAME } from '@store/contracts/constants';
import { productPath } from '@store/contracts/store-paths';
import { nameWithVariant, shownVariantName } from '@store/contracts/variants';
import { renderMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/mailer';

/** The page a 'Stop this alert' link opens: it asks before it stops anything (docs/decisions/079). */
export const stopAlertPath = (token: string) => `/stock-alert/stop?token=${encodeURIComponent(token)}`;

/** The code that confirms a visitor's e-mail for an alert. */
export function alertCodeMail(to: string, code: string, itemName: string): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} stock alert code is ${code}`,
    ...renderMail({
      paragraphs: [
        `Enter this code on the product page to hear from us when ${itemName} is back in stock:`,
        'The code works for 10 minutes. If you did not ask for this alert, you can ignore this e-mail: nothing happens without the code.',
      ],
      code,
    }),
  };
}

/** Tells a visitor the alert is on, with the link that stops it: a visitor has no account page to stop it from. */
export function alertOnMail(to: string, itemName: string, stopUrl: string): MailMessage {
  return {
    to,
    subject: `We'll tell you when ${itemName} is back`,
    ...renderMail({
      paragraphs: [
        `Your alert is on: we will send you one e-mail when ${itemName} is back in stock at ${SHOP_NAME}, and then the alert ends.`,
        'Changed your mind? Stop the alert here:',
        { link: { label: 'Stop this alert', url: stopUrl } },
      ],
    }),
  };
}

/**
 * The one mail a shopper gets for a restock: the item is back, with a link to its page. `variants`
 * are the options the shopper waited for that came back (none: the product as a whole); the link
 * opens the first of them.
 */
export function backInStockMail(
  to: string,
  item: { productId: string; productName: string; variants: Array<{ id: string; name: string }> },
  publicUrl: string,
): MailMessage {
  const shownNames = item.variants.map((v) => shownVariantName(v.name)).filter((n) => n !== null);
  const name = nameWithVariant(item.productName, shownNames.join(', ') || null);
  const link = `${publicUrl}${productPath(item.productId, item.variants[0]?.id ?? null)}`;
  return {
    to,
    subject: `${name} is back in stock`,
    ...renderMail({
      paragraphs: [
        `Good news: ${name} is back in stock at ${SHOP_NAME}.`,
        'Stock is limited and goes to whoever orders first.',
        { link: { label: 'See it in the shop', url: link } },
        'This was a one-time alert: you will not hear from us about it again.',
      ],
    }),
  };
}
