import {
  CityCreateSchema,
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
import { on, type DemoContext } from './context.js';

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
    for (const name of CITIES) cities.set(name, (await citiesRepository.insert(db, CityCreateSchema.parse({ name }).name)).id);
    for (const p of PLANTS) {
      const plant = await insertPlant(db, PlantCreateSchema.parse({ name: p.name, address: p.address, contact: p.contact, city_id: cities.get(p.city)! }));
      plants.push({ id: plant.id, name: plant.name });
    }
  });
  await on(ctx, 410, async () => {
    for (const name of WARRANTY_REASONS) warrantyReasons.push(await warrantyReasonsRepository.insert(db, WarrantyReasonWriteSchema.parse({ name }).name));
    for (const name of GLASS_TYPES) glassTypes.push(await glassTypesRepository.insert(db, GlassTypeWriteSchema.parse({ name }).name));
  });
  await on(ctx, 400, async () => {
    const settings = await getNotificationSettings(db);
    await updateNotificationSettings(db, settings.id, NotificationSettingsUpdateSchema.parse({ email: DEMO_NOTIFICATION_EMAIL }).email);
  });
  let days = 40;
  for (const request of SUPPORT_REQUESTS) {
    days = Math.max(1, days - ctx.rng.int(3, 12));
    await on(ctx, days, () => insertSupportRequest(db, SupportRequestCreateSchema.parse(request)));
  }
  return { cities, plants, warrantyReasons, glassTypes };
}
