/**
 * The carriers staff pick from when an order ships, each with the address of its tracking page
 * for a number (`{number}` is replaced, URL-encoded). 'Other' takes a tracking page from staff
 * (docs/india.md, Carrier tracking). Carriers move these pages without notice: the patterns are
 * those shipping plugins use in 2026, and the list is the one place to change them.
 */
export const CARRIERS = [
  { id: 'delhivery', name: 'Delhivery', url: 'https://www.delhivery.com/track-v2/package/{number}' },
  {
    id: 'bluedart',
    name: 'Blue Dart',
    url: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}',
  },
  { id: 'dtdc', name: 'DTDC', url: 'https://www.dtdc.com/track-your-shipment/?awb={number}' },
  {
    id: 'speedpost',
    name: 'India Post Speed Post',
    url: 'https://www.indiapost.gov.in/track-result/article-number/{number}',
  },
  { id: 'ekart', name: 'Ekart', url: 'https://ekartlogistics.com/shipmenttrack/{number}' },
  { id: 'xpressbees', name: 'Xpressbees', url: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}' },
  { id: 'shadowfax', name: 'Shadowfax', url: 'https://track.shadowfax.in/track?order=new&trackingId={number}' },
] as const;

export const OTHER_CARRIER = 'Other';
export type CarrierName = (typeof CARRIERS)[number]['name'];

/** The tracking page of a number with a listed carrier, or with the page staff gave for another. */
export function trackingPage(carrier: string | null, number: string | null, otherUrl?: string | null): string | null {
  if (!carrier || !number) return null;
  const template = CARRIERS.find((c) => c.name === carrier)?.url ?? otherUrl;
  if (!template) return null;
  const encoded = encodeURIComponent(number);
  return template.includes('{number}') ? template.replaceAll('{number}', encoded) : template;
}
