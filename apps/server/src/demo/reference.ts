import {
  CityCreateSchema,
  FaqContentField,
  FaqWriteSchema,
  GlassTypeWriteSchema,
  NotificationSettingsUpdateSchema,
  PlantCreateSchema,
  SupportRequestCreateSchema,
  WarrantyReasonWriteSchema,
} from '@glassdesk/shared';
import { citiesRepository } from '../modules/cities/cities.repository.js';
import { insertPlant } from '../modules/plants/plants.repository.js';
import { warrantyReasonsRepository } from '../modules/warranty-reasons/warranty-reasons.repository.js';
import { glassTypesRepository } from '../modules/glass-types/glass-types.repository.js';
import { getNotificationSettings, updateNotificationSettings } from '../modules/profile/notification-settings.repository.js';
import { insertSupportRequest } from '../modules/support/support.repository.js';
import { insertFaq } from '../modules/faqs/faqs.repository.js';
import { sanitizedField } from '../lib/sanitize-html.js';
import { made, on, type DemoContext } from './context.js';

export const DEMO_NOTIFICATION_EMAIL = 'registrations@glassdesk.example';

const CITIES = ['Sydney', 'Melbourne', 'Brisbane'] as const;

// Four plants: two in Sydney, one each in Melbourne and Brisbane.
const PLANTS = [
  { name: 'Sydney North Plant', city: 'Sydney', address: '14 Leighton Place\nHornsby NSW 2077', contact: '(02) 9476 1180' },
  { name: 'Sydney West Plant', city: 'Sydney', address: '3 Victoria Street East\nWetherill Park NSW 2164', contact: '(02) 9756 4402' },
  { name: 'Melbourne Plant', city: 'Melbourne', address: '27 Frankston Road\nDandenong South VIC 3175', contact: '(03) 9706 2250' },
  { name: 'Brisbane Plant', city: 'Brisbane', address: '61 Lavarack Avenue\nEagle Farm QLD 4009', contact: '(07) 3868 0915' },
] as const;

export const WARRANTY_REASONS = [
  'Seal failure (condensation between panes)',
  'Spontaneous breakage (nickel sulphide inclusion)',
  'Scratched on delivery',
  'Chipped or shelled edge',
  'Wrong size supplied',
  'Coating defect (Low-E or reflective)',
  'Roller wave distortion',
  'Thermal stress crack',
  'Delamination of laminated glass',
] as const;

export const GLASS_TYPES = [
  'Clear Float 6 mm',
  'Toughened Safety 10 mm',
  'Laminated Safety 6.38 mm',
  'Acoustic Laminated 10.38 mm',
  'Low-E Double Glazed Unit',
  'Obscure Satinlite 5 mm',
  'Grey Tinted 6 mm',
  'Silver Mirror 5 mm',
] as const;

const SUPPORT_REQUESTS = [
  { name: 'Dana Whitfield', email: 'dana.whitfield@example.com', description: 'I registered in the customer app last week and still cannot sign in. Who approves new accounts?' },
  { name: 'Marco Bellini', email: 'marco@bellini-shopfitting.example', description: 'Our office moved to Alexandria. Please update the delivery address for trolley drop-offs.' },
  { name: 'Priya Raman', email: 'priya.raman@example.com', description: 'The photo upload in the ticket form fails on my tablet when the picture is taken in portrait.' },
  { name: 'Tom Gallagher', email: 'tgallagher@example.com', description: 'Can a second person at our business see the tickets I raise? We share the warranty work.' },
  { name: 'Hannah Okafor', email: 'hannah.okafor@example.com', description: 'We were charged for a trolley we returned on the 3rd. Could someone check the pickup date?' },
] as const;

/** What customers and site glaziers ask the office, answered the way the office would (rich text, as staff write it). */
export const FAQS = [
  {
    title: 'How do I raise a warranty ticket?',
    content:
      '<p>Sign in to the GlassDesk app with the account we approved for you and choose <strong>New Ticket</strong>. Fill in:</p>' +
      '<ul><li>the <strong>glass order number</strong> from the label or our delivery docket,</li><li>the glass type and size,</li>' +
      '<li>what is wrong (the warranty reason) and where the mark is,</li><li>one to three photos of the defect and one of the label.</li></ul>' +
      '<p>You get a ticket number straight away, and an email each time we update it.</p>',
  },
  {
    title: 'Why do you need a photo of the label?',
    content:
      '<p>The label on the pane carries the order number, the batch and the size. With it production finds the exact run the pane ' +
      'came from, checks the other panes of that batch, and cuts the replacement to the same specification. Without it we may have ' +
      'to ask you for more details before we can order a replacement.</p>',
  },
  {
    title: 'What does the warranty cover?',
    content:
      '<p>Faults of the glass itself: seal failure of a double glazed unit (condensation between the panes), spontaneous breakage of ' +
      'toughened glass, coating defects, delamination of laminated glass, and panes supplied scratched, chipped or in the wrong size.</p>' +
      '<p>It does not cover breakage from impact, damage during installation, or scratches reported more than 7 days after delivery. ' +
      'If you are not sure, raise the ticket anyway: we will tell you.</p>',
  },
  {
    title: 'How long does a replacement take?',
    content:
      '<p>Clear and tinted float glass usually ships within <strong>5 working days</strong>; toughened, laminated glass and double ' +
      'glazed units take <strong>10 to 15 working days</strong> (toughened glass is heat soak tested first). Put the date you need ' +
      'it by in <em>Expected Replacement Date</em> when you raise the ticket: we plan the cut around it and tell you if we cannot make it.</p>',
  },
  {
    title: 'I registered in the app but cannot sign in. Why?',
    content:
      '<p>New accounts are checked before they are opened: our office verifies that you work for one of our trade customers and ' +
      'links you to that business, then approves the account. This usually takes one working day. If it has been longer, call the ' +
      'office or use the support form.</p>',
  },
  {
    title: 'How long can we keep a glass trolley on site?',
    content:
      '<p>Each business has a number of <strong>free days</strong> per trolley in its terms (7 to 30 days). After them a daily charge ' +
      'applies until the trolley is picked up; your invoice lists each trolley, its days on site and the charge.</p>' +
      '<p>Call the office or ask your sales representative to book a pickup as soon as a trolley is empty.</p>',
  },
  {
    title: 'Who at our business sees our tickets?',
    content:
      "<p>The person who raised a ticket always sees it. Your business's main contact decides who else does: in the ticket settings " +
      "of the business we can give colleagues access to all of the business's tickets, copy them on the emails, or send them the " +
      'notifications. Ask the office to change them.</p>',
  },
  {
    title: 'What should we do with the faulty pane?',
    content:
      '<p>Keep it on site, in its packing if possible, and do not throw it away: our driver takes it back when the replacement is ' +
      'delivered, and the supplier may ask to inspect it. Set the <em>Panel Status</em> of the ticket (installed, in storage, ...) ' +
      'so the driver knows where to find it.</p>',
  },
] as const;

export type DemoReference = {
  cities: Map<string, number>;
  plants: { id: number; name: string }[];
  warrantyReasons: { id: number; name: string }[];
  glassTypes: { id: number; name: string }[];
};

/** Cities, plants, warranty reasons, glass types, the registration alert email and a few support requests. */
export async function fillReference(ctx: DemoContext): Promise<DemoReference> {
  const { db } = ctx;
  const cities = new Map<string, number>();
  const plants: DemoReference['plants'] = [];
  const warrantyReasons: DemoReference['warrantyReasons'] = [];
  const glassTypes: DemoReference['glassTypes'] = [];

  await on(ctx, 420, async () => {
    for (const name of CITIES) cities.set(name, made(await citiesRepository.insert(db, CityCreateSchema.parse({ name }).name)).id);
    for (const p of PLANTS) {
      const plant = await insertPlant(db, PlantCreateSchema.parse({ name: p.name, address: p.address, contact: p.contact, city_id: cities.get(p.city)! }));
      plants.push({ id: plant.id, name: plant.name });
    }
  });
  await on(ctx, 410, async () => {
    for (const name of WARRANTY_REASONS) warrantyReasons.push(made(await warrantyReasonsRepository.insert(db, WarrantyReasonWriteSchema.parse({ name }).name)));
    for (const name of GLASS_TYPES) glassTypes.push(made(await glassTypesRepository.insert(db, GlassTypeWriteSchema.parse({ name }).name)));
  });
  await on(ctx, 400, async () => {
    const settings = await getNotificationSettings(db);
    await updateNotificationSettings(db, settings.id, NotificationSettingsUpdateSchema.parse({ email: DEMO_NOTIFICATION_EMAIL }).email);
  });
  // The FAQs, written in the first weeks (POST /faqs: sanitised, then checked against its bounds).
  let faqDay = 398;
  for (const faq of FAQS) {
    const body = FaqWriteSchema.parse(faq);
    faqDay -= ctx.rng.int(1, 6);
    await on(ctx, faqDay, () => insertFaq(db, { title: body.title, content: sanitizedField('content', body.content, FaqContentField) }));
  }
  let days = 40;
  for (const request of SUPPORT_REQUESTS) {
    days = Math.max(1, days - ctx.rng.int(3, 12));
    await on(ctx, days, () => insertSupportRequest(db, SupportRequestCreateSchema.parse(request)));
  }
  return { cities, plants, warrantyReasons, glassTypes };
}
