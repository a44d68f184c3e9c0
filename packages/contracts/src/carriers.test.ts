import { describe, expect, it } from 'vitest';
import { CARRIERS, trackingPage } from './carriers';
import { shipOrderBody } from './order-moves';

describe('carrier tracking pages', () => {
  it("opens each listed carrier's page for the number", () => {
    expect(trackingPage('Delhivery', '1234567890')).toBe('https://www.delhivery.com/track-v2/package/1234567890');
    expect(trackingPage('Blue Dart', '81234567890')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
    );
    expect(trackingPage('DTDC', 'D1234')).toBe('https://www.dtdc.com/track-your-shipment/?awb=D1234');
    expect(trackingPage('India Post Speed Post', 'EK123456789IN')).toBe(
      'https://www.indiapost.gov.in/track-result/article-number/EK123456789IN',
    );
    expect(trackingPage('Ekart', 'FMPC123')).toBe('https://ekartlogistics.com/shipmenttrack/FMPC123');
    expect(trackingPage('Xpressbees', '14123')).toBe('https://www.xpressbees.com/shipment/tracking?awbNo=14123');
    expect(trackingPage('Shadowfax', 'SF9')).toBe('https://track.shadowfax.in/track?order=new&trackingId=SF9');
    for (const carrier of CARRIERS) expect(trackingPage(carrier.name, 'X 1/2')).toContain('X%201%2F2');
  });

  it('uses the page staff gave for another carrier, and none without a number', () => {
    expect(trackingPage('Professional Couriers', 'PC1', 'https://tpcindia.com/track?id={number}')).toBe(
      'https://tpcindia.com/track?id=PC1',
    );
    expect(trackingPage('Professional Couriers', 'PC1', 'https://tpcindia.com/track')).toBe(
      'https://tpcindia.com/track',
    );
    expect(trackingPage('Professional Couriers', 'PC1')).toBeNull();
    expect(trackingPage('Delhivery', null)).toBeNull();
  });

  it('needs an https tracking page for a carrier outside the list', () => {
    const ship = (body: object) => shipOrderBody.safeParse({ tracking_number: 'PC1', ...body });
    expect(ship({ carrier: 'Delhivery' }).success).toBe(true);
    // A listed carrier's own page is used: a page given beside it is checked, then not kept.
    expect(ship({ carrier: 'Delhivery', tracking_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(ship({ carrier: 'Delhivery', tracking_url: 'https://evil.example/x' }).data?.tracking_url).toBeNull();
    expect(ship({ carrier: 'Professional Couriers' }).error?.issues[0]?.message).toBe(
      'Give the tracking page of a carrier that is not in the list',
    );
    expect(
      ship({ carrier: 'Professional Couriers', tracking_url: 'javascript:alert(1)' }).error?.issues[0]?.message,
    ).toBe('The tracking page must be an https:// address');
    expect(
      ship({ carrier: 'Professional Couriers', tracking_url: 'https://tpcindia.com/track?id={number}' }).success,
    ).toBe(true);
  });
});
