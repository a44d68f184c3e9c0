/**
 * The policy pages' text before staff edited any of it: the returns, warranty, privacy and terms
 * pages as the web app wrote them in JSX, word for word, and a shipping policy drawn only from what
 * the store already said about delivery (Help Center, About, Terms, docs/india.md). A shop that has
 * not saved its own text shows these, so nothing a buyer reads changes with the move to Markdown.
 *
 * Only the renderer's subset (docs/decisions/106): `## Title {#id}` keeps the anchors other pages
 * link to, and {shop_name}, {email}, {phone}, {address} and {hours} are filled with the shop's
 * current details. Each page's title, "Last updated" line and highlight cards stay in the page itself.
 */

import type { PolicyId } from '@store/contracts/shop-details';

/** Today's text of each policy page, as the Markdown the back office edits (docs/decisions/106). */
export const DEFAULT_POLICIES: Record<PolicyId, string> = {
  returns: `Not quite right? You have 30 days from delivery to send back unused items in their original
condition.

## The 30-day return window {#window}

You can return most items within 30 days of delivery, for any reason, as long as they are
**unused and in their original condition**: not fitted to a bike, not ridden in, with all tags,
labels, manuals and accessories, in the original undamaged packaging.

Parts that have been fitted, even briefly, show marks that mean we cannot resell them as new. If you
are unsure whether a part fits, please ask us before fitting it.

## Helmets {#helmets}

For hygiene reasons, helmets can be returned only if they are unworn, with all tags attached, the
protective film still on the visor and the inner liner untouched, in the original box. Trying a
helmet on indoors for a few minutes to check the fit is fine. A helmet that has been worn on a ride
cannot be returned. Our [helmet sizing guide](/help#topic-fitment-sizing) helps you pick the right
size first time.

## Items that cannot be returned {#non-returnable}

- Custom orders: custom-painted helmets, made-to-order parts and items ordered specially for you.
- Helmets that have been worn, and helmet liners or cheek pads once used.
- Opened engine oils, lubricants, sprays and other fluids.
- Parts that have been fitted, modified or damaged after delivery.

## Return shipping {#shipping-costs}

The buyer pays the cost of return shipping for change-of-mind returns. Please use a tracked service
and pack the item well; we cannot refund items that are lost or damaged on the way back to us.

If the item is **faulty, damaged on arrival or not what you ordered**, we pay the return shipping:
we arrange a pickup or refund your courier cost. Please tell us within 48 hours of delivery with
photos.

## Refunds {#refunds}

We inspect returned items within two working days of receiving them and e-mail you the result.
Approved refunds are paid to the **original payment method** (the same card, UPI account, bank
account or wallet you paid with through Razorpay) and reach you within **5-7 business days** after
inspection, depending on your bank. An order paid in cash on delivery is refunded to the UPI ID or
bank account you give when you ask for the return. Shipping and the cash on delivery fee paid for a
delivery that was made are not refunded.

You receive the full price you paid for the item in rupees. If a return is refused because the item
is used or incomplete, we send it back to you.

## Exchanges {#exchanges}

Need a different size or a different part? The quickest way is to place a new order for the item
you want and return the original for a refund. The new order's shipping is charged as for any order.

## How to start a return {#start-a-return}

1. Open the order in [My Orders](/orders) and choose **Return items**: pick the items and how many,
   tell us why, and add photos if something is wrong.
2. We review your request, usually within one working day, and tell you by e-mail and on the order
   page whether it is approved and where to send the item.
3. Pack the item in its original packaging with the return number (RET…) on the parcel, and send it
   to us.
4. Once the parcel arrives we refund you, with a credit note you can download from the order page.
   Each step shows on the order page.

Need help with a return? E-mail [{email}](mailto:{email}) or call [{phone}](tel:{phone}) during
support hours. Faults that appear after the return window are handled under our
[warranty](/warranty).
`,

  shipping: `We pack every order ourselves and ship it to serviceable PIN codes across India, at the charges
below. Here is where we deliver, how long it takes, and how to follow your parcel to your door.

## Where we deliver {#where-we-deliver}

We deliver to serviceable PIN codes across India. Check your PIN code on any product page to see the
delivery date before you order; if we cannot deliver there yet, the check says so. Checkout shows
the date under the PIN code of your delivery address and cannot take an order to a PIN code we do
not serve.

Every delivery address needs a PIN code that exists and lies in the state you choose; typing the PIN
code fills in the town and state for you. Please include a landmark and a 10-digit mobile number so
the courier can reach you. You can keep saved addresses in your [Profile](/profile).

## Delivery times {#delivery-times}

Orders placed before 2 pm on a working day are usually packed the same day, and standard delivery
takes 3-5 business days. Remote PIN codes in the North-East, Jammu and Kashmir, Ladakh and the
islands can take a few days more.

The estimated delivery date on your order counts in calendar days from the day your payment went
through (or your cash on delivery order was confirmed):

- Kerala: 3 days.
- Rest of South India (Karnataka, Tamil Nadu, Andhra Pradesh, Telangana and Puducherry): 4 days.
- Metro cities (Delhi, Mumbai, Kolkata, Chennai, Bangalore, Hyderabad, Pune and Ahmedabad): 4 days.
- Rest of India: 5 days.
- North-East, Jammu and Kashmir, Ladakh and the islands: 8 days.

The estimated delivery shown on your order is a guide, not a guarantee. We are not responsible for
delays caused by events beyond our reasonable control, such as floods, strikes or courier
disruption.

## Shipping charges {#shipping-charges}

{{shipping-charges}}

Prices include GST. Shipping and any cash on delivery fee show at checkout as soon as you give your
PIN code, and on your tax invoice with their GST. A GST tax invoice for every order is on its order
page.

## Tracking your order {#tracking}

We e-mail you when your payment is confirmed, with the estimated delivery date, and again when your
order ships, with the courier, the tracking number and a link to track your parcel.

Open [My Orders](/orders) and choose the Shipped tab. Each shipped order shows its tracking number,
the estimated delivery date and a **Track Package** button, which opens the courier's own tracking
page for your parcel. Select an order to see its items, delivery address and payment details, and
each step from Ordered to Delivered.

## Changing or cancelling an order {#changes-and-cancellation}

You can cancel an order as long as it has not shipped: open the order in [My Orders](/orders) and
choose **Cancel order**. A cancelled order is refunded in full to the original payment method. To
change an order, cancel it and order again, or e-mail [{email}](mailto:{email}) or call
[{phone}](tel:{phone}) during support hours. Once an order has shipped, you can return it under our
[returns policy](/returns) instead.

We may decline or cancel an order, for example if an item is out of stock, the address cannot be
served or we suspect fraud. If we cancel a paid order, we refund the full amount to the original
payment method.

## Damaged or wrong parcels {#damaged-parcels}

Risk in the goods passes to you on delivery, so please check your parcel when it arrives. If it
arrived damaged or with the wrong item, take photos of the parcel and the item and e-mail them to
[{email}](mailto:{email}) within 48 hours of delivery with your order number. We will send the right
or a replacement item, or refund you, and we pay all shipping costs for wrong or faulty items.
`,

  warranty: `Every genuine product we sell comes with a 2 year warranty against manufacturing defects. Here is
exactly what that means and how to claim it.

## What the warranty covers {#coverage}

Every genuine product sold by {shop_name} is covered for 2 years from the date of delivery against
defects in materials and workmanship that appear under normal road use. This includes, for example:

- Parts that fail because of a manufacturing defect, such as a cracked casting or a faulty
   electrical part.
- Helmets with a defect in the shell, visor mechanism, ventilation or retention system (strap and
   buckle).
- Riding gear with faulty zips, stitching or seams, or armour that separates under normal use.
- Accessories and tools that stop working because of a defect rather than damage.

Where the manufacturer offers a longer warranty than 2 years, the manufacturer's warranty applies
and we help you claim it. This warranty is in addition to your rights under the Consumer Protection
Act, 2019, and does not limit them.

## Wear items {#wear-items}

Some parts are designed to wear out with use. For these, the warranty covers manufacturing defects
only, as set out in the manufacturer's own terms, and not normal wear:

- Brake pads, brake shoes and discs
- Tyres and tubes (defects are assessed by the tyre maker's inspection process)
- Chains, sprockets and chain kits
- Clutch plates, cables, bulbs, filters and spark plugs
- Helmet visors, pinlocks, cheek pads and liners

For example, a chain kit that stretches prematurely because of a defect in its pins is covered; one
worn out after many thousands of kilometres, or run dry without lubrication, is not.

## What is not covered {#exclusions}

- **Crash and impact damage.** A helmet that has taken any impact must be replaced, even if it looks
   fine, and is not covered.
- **Improper fitment**, including wrong torque, missing or reused fasteners and parts fitted to a
   bike they are not listed for. We recommend a qualified mechanic for brakes, chains and
   suspension.
- Modification, repair attempts or tampering with the product.
- Racing, track days, stunts or other competition use.
- Neglect, lack of maintenance, or the wrong oil, fuel or fluids.
- Damage from pressure washing, harsh chemicals, fire, flood or theft.
- Cosmetic changes such as scratches, fading or discolouration from normal use and sunlight.
- Products that are not genuine or were not bought from {shop_name}.

## How to make a claim {#how-to-claim}

1. E-mail [{email}](mailto:{email}) with your order number (from [My Orders](/orders)), a
   description of the problem and clear photos or a short video.
2. For parts, include your bike make, model, year and current odometer reading.
3. We reply within two working days. If we need to inspect the item, or the manufacturer does, we
   arrange its collection.
4. If the claim is approved we repair or replace the item free of charge and pay shipping both ways.
   If the product is no longer available, we offer an equivalent product or a refund to the
   original payment method.

If a claim is declined we explain why in writing and return the item to you. You can also call us
on [{phone}](tel:{phone}) during support hours.

## Labour and other costs {#labour}

The warranty covers the product itself. Labour to remove or refit a part, towing, and loss of use of
your bike are not covered unless the law requires it. Keep the product's box, label or serial number
where you can; some manufacturers ask for it.
`,

  privacy: `We collect only what we need to sell you parts and gear and deliver them, we never sell your data,
and we never see your card details.

## Who we are {#who-we-are}

{shop_name}, {address}, India, runs this store and decides how your personal data is used (the
"data fiduciary" under the Digital Personal Data Protection Act, 2023). This policy explains what we
collect, why, who we share it with and the choices you have.

## What we collect {#what-we-collect}

- **Account details:** your name, e-mail address and password (stored only as a secure hash), or
   the basic profile your identity provider shares if you sign in with one.
- **Delivery addresses:** name, 10-digit phone number, pin code, address, town, state and landmark.
- **Orders:** the products, quantities and prices you bought, delivery status and tracking number,
   and the payment reference and status.
- **Your activity in the store:** your cart, liked products, and the reviews, ratings and photos
   you post.
- **Messages:** what you send us by e-mail or tell us by phone, such as fitment questions.

### Payments

Payments are processed by Razorpay. Your card number, CVV, UPI PIN and net banking credentials are
entered on Razorpay's secure checkout and are never sent to or stored by us. We receive only the
payment and order reference, the amount and whether the payment succeeded. Razorpay's handling of
your data is described in its own privacy policy.

## How we use your data {#how-we-use-it}

- To create and secure your account and keep you signed in.
- To take payment, pack and deliver your orders, and handle returns, refunds and warranty claims.
- To answer your questions, including fitment advice for your bike.
- To send service messages such as one-time codes and order updates.
- To keep records that Indian tax and accounting laws require, and to prevent fraud.

## Who we share it with {#sharing}

We never sell your personal data. We share only what each party needs:

- **Razorpay**, to process your payment and any refund.
- **Courier partners**, who receive your name, phone number and delivery address to deliver your
   parcel.
- **Manufacturers or distributors**, only when needed to process a warranty claim you make.
- **Authorities**, when Indian law requires it.

## Cookies and local storage {#cookies}

We keep this minimal and use no advertising or tracking cookies. Your browser stores:

- **Your session**, so you stay signed in and your cart and liked counts show. Signing out removes
   it.
- **Your theme choice** (light, dark or system), so the store looks the way you like.

You can clear these at any time in your browser settings; you will then need to sign in again.

## Security and retention {#security-retention}

We protect your data with encrypted connections (HTTPS), hashed passwords and access limited to
staff who need it. We keep account data while your account is open. Order and invoice records are
kept for as long as Indian tax and accounting laws require, even after an account is deleted;
everything else is deleted or anonymised when no longer needed.

## Your rights {#your-rights}

Under the Digital Personal Data Protection Act, 2023, you can:

- ask for a summary of the personal data we hold about you and how we use it;
- correct or update it (you can edit your name and addresses yourself in [Profile](/profile));
- ask us to erase it, subject to the records the law requires us to keep;
- withdraw consent you have given, and nominate someone to exercise your rights for you;
- have a grievance addressed by our Grievance Officer.

To use any of these rights, e-mail [{email}](mailto:{email}) from the address on your account. Our
store is meant for adults; if you are under 18, a parent or guardian must consent on your behalf.

## Grievance Officer {#grievance-officer}

In line with the Information Technology Act, 2000, the rules made under it, and the Digital Personal
Data Protection Act, 2023, you can contact our Grievance Officer about any concern with how we
handle your data:

- Grievance Officer, {shop_name}
- {address}
- E-mail: [{email}](mailto:{email}) (subject "Grievance")
- Phone: [{phone}](tel:{phone}), {hours}

We acknowledge grievances within 48 hours and resolve them within one month. If you are not
satisfied, you may complain to the Data Protection Board of India.

## Governing law and changes {#law-and-changes}

This policy is governed by the laws of India, including the Information Technology Act, 2000 and the
Digital Personal Data Protection Act, 2023. We will post any changes here and update the date at the
top; for significant changes we will also tell you by e-mail. Prices and payments on this store are
always in Indian rupees (INR).
`,

  terms: `Plain-language terms for shopping at {shop_name}. They explain who can buy, how payment, delivery
and returns work, and what each of us is responsible for.

## About these terms {#about-these-terms}

These terms apply to every purchase from and use of the {shop_name} online store, operated from
{address}, India ("we", "us"). By creating an account or placing an order you agree to them. Please
also read our [privacy policy](/privacy).

## Eligibility and your account {#eligibility}

You must be at least **18 years old** to create an account or place an order. If you are under 18,
you may use the store only with the consent and supervision of a parent or legal guardian, who
accepts these terms on your behalf.

Keep your password private; you are responsible for activity on your account. Tell us at once at
[{email}](mailto:{email}) if you think someone else has used it.

## Products, prices and fitment {#products-and-prices}

All prices are in Indian rupees (INR, ₹) and include GST. Shipping and any cash on delivery fee are
charged as the [Shipping policy](/shipping) says, shown at checkout before you pay. We work hard to keep descriptions, pictures, prices and the Suitable Bikes lists accurate. If we
find a clear error in the price or description of an item you ordered, we will contact you and you
can choose to go ahead at the correct price or cancel for a full refund.

Fitment information is a guide. Please check that a part suits your bike's make, model, variant and
year before fitting it, or ask us first. Safety-critical parts should be fitted by a qualified
mechanic.

## Orders and payment {#orders-and-payment}

Payment is made online at checkout through **Razorpay**, our payment gateway. We accept credit and
debit cards, **UPI**, **net banking** and **wallets** supported by Razorpay. Your order is confirmed
once Razorpay confirms the payment; card and bank details are handled by Razorpay and never stored
by us. Where we offer **cash on delivery** (see the [Shipping policy](/shipping)), an order is
confirmed with a code we e-mail you and paid to the courier when it arrives; we may refuse cash on
delivery to an account or address whose earlier cash on delivery parcel was refused.

We may decline or cancel an order, for example if an item is out of stock, the address cannot be
served or we suspect fraud. If we cancel a paid order, we refund the full amount to the original
payment method.

## Shipping and delivery {#shipping}

We ship to serviceable pin codes across India, at the charges the [Shipping policy](/shipping) sets
out. Standard delivery usually takes 3-5
business days after dispatch; the estimated delivery shown on your order is a guide, not a
guarantee. Risk in the goods passes to you on delivery. Please check parcels on arrival and report
damage within 48 hours.

## Returns and refunds {#returns}

- You may return items within **30 days** of delivery if they are **unused and in their original
   condition** and packaging.
- **The buyer pays return shipping**, unless the item is faulty, damaged on arrival or not what you
   ordered.
- Refunds are made to the **original payment method** (for cash on delivery, to the UPI ID or bank
   account you give), within 5-7 business days after we inspect the return.
- **Custom orders are not returnable**, including custom-painted helmets and made-to-order parts.
   Helmets can be returned only if unworn with tags attached.

Full details and how to start a return are in our [returns policy](/returns).

## Warranty {#warranty}

Genuine products come with a 2 year warranty against manufacturing defects, subject to the
exclusions in our [warranty terms](/warranty) (including crash damage, improper fitment and normal
wear of wear items). This is in addition to your rights under the Consumer Protection Act, 2019.

## Reviews and content you post {#reviews}

Reviews, ratings and photos you post must be honest, your own and lawful. You allow us to show them
on the store. We may remove content that is abusive, misleading, infringes someone's rights or is
unrelated to the product.

## Our liability {#liability}

Nothing in these terms limits liability that cannot be limited under Indian law. Otherwise, our
liability for any order is limited to the amount you paid for it, and we are not liable for indirect
losses or for damage caused by improper fitment, modification or misuse of products. We are not
responsible for delays caused by events beyond our reasonable control, such as floods, strikes or
courier disruption.

## Governing law and disputes {#law}

These terms are governed by the laws of India. We will always try to resolve a complaint with you
directly first; if we cannot, the courts at Ernakulam, Kerala have jurisdiction, without affecting
your right to approach a consumer commission under the Consumer Protection Act, 2019.

## Changes and contact {#changes-and-contact}

We may update these terms; the date at the top shows the latest version, and the terms in force when
you placed an order apply to it. Questions? E-mail [{email}](mailto:{email}) or call
[{phone}](tel:{phone}).
`,
};
