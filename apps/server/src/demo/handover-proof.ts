import type { Kysely } from 'kysely';
import type { HandoverLocation } from '@glassdesk/shared';
import type { Database } from '../db/schema.js';
import { loadSharp, processImage } from '../lib/images.js';
import { insertFile } from '../modules/files/files.repository.js';
import type { DemoBusiness, DemoCustomer } from './businesses.js';
import type { Rng } from './random.js';

// The demo's hand-overs carry their proof (CONTRACT "Hand-over proof"), made as the Hand-over screen makes it: a
// signature drawn on the phone (a PNG uploaded as a file), the signer's name, the place with its accuracy; now and then
// no signature with the reason the screen offers; and a few recorded offline, sent later with their client_id.

/** Where each demo city's customers are (their business's city), to put a delivery near them. */
const CENTRES: Record<string, { lat: number; lng: number }> = {
  Sydney: { lat: -33.8688, lng: 151.2093 },
  Melbourne: { lat: -37.8136, lng: 144.9631 },
  Brisbane: { lat: -27.4698, lng: 153.0251 },
};

/** A hand-written-looking signature: one stroke of loops across the pad, then an underline, seeded per signer. */
function signatureSvg(rng: Rng): string {
  let x = 30;
  let d = `M ${x} ${110 + rng.int(-10, 10)}`;
  const loops = rng.int(5, 9);
  for (let i = 0; i < loops; i++) {
    const up = rng.int(40, 80);
    const w = rng.int(28, 46);
    d += ` C ${x + w * 0.3} ${110 - up}, ${x + w * 0.9} ${110 - up}, ${x + w * 0.6} ${110 + rng.int(-4, 10)}`;
    d += ` S ${x + w * 1.1} ${120 + rng.int(0, 20)}, ${x + w} ${105 + rng.int(-6, 6)}`;
    x += w;
  }
  const under = `M ${rng.int(20, 50)} ${150 + rng.int(-4, 4)} Q ${x / 2} ${160 + rng.int(-6, 6)} ${x + rng.int(0, 30)} ${145 + rng.int(-6, 6)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(x + 60, 360)}" height="180">
  <rect width="100%" height="100%" fill="#fff"/>
  <path d="${d}" fill="none" stroke="#111" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="${under}" fill="none" stroke="#111" stroke-width="2.5" stroke-linecap="round"/>
</svg>`;
}

export type DemoProof = { signature: string | null; signed_by: string | null; unsigned_reason: string | null; location: HandoverLocation | null };

/**
 * The proof of each demo hand-over. Each signer signs the same way every time (their drawing is stored once, as the
 * file the phone would upload); staff sign a pickup for a customer who was not there.
 */
export function demoProofs(db: Kysely<Database>, rng: Rng, businesses: readonly DemoBusiness[]) {
  const drawn = new Map<number, Promise<string>>();
  const cityOf = new Map<number, string>();
  for (const b of businesses) for (const id of b.customerIds) cityOf.set(id, b.city);

  const signatureOf = (customer: DemoCustomer, userId: number) => {
    let url = drawn.get(customer.id);
    if (!url) {
      const svg = signatureSvg(rng);
      url = (async () => {
        const png = await (await loadSharp())(Buffer.from(svg)).png().toBuffer();
        return (await insertFile(db, await processImage(png, 'signature'), { userId })).url;
      })();
      drawn.set(customer.id, url);
    }
    return url;
  };
  const placeNear = (customer: DemoCustomer): HandoverLocation | null => {
    const centre = CENTRES[cityOf.get(customer.id) ?? ''];
    // Now and then the phone gave no place (a refusal, no fix in time).
    if (!centre || rng.chance(0.12)) return null;
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    return { lat: round(centre.lat + (rng.next() - 0.5) * 0.3), lng: round(centre.lng + (rng.next() - 0.5) * 0.3), accuracy: rng.int(4, 60) };
  };

  return {
    /** The proof of one hand-over with this customer, recorded by the staff member `userId`. */
    async proof(customer: DemoCustomer, userId: number): Promise<DemoProof> {
      const location = placeNear(customer);
      if (rng.chance(0.1)) return { signature: null, signed_by: null, unsigned_reason: rng.chance(0.7) ? 'Customer not present' : 'Refused to sign', location };
      const signedBy = rng.chance(0.8) ? `${customer.first_name} ${customer.last_name}` : rng.pick(['Site manager', 'Yard foreman', 'Reception']);
      return { signature: await signatureOf(customer, userId), signed_by: signedBy, unsigned_reason: null, location };
    },
    /**
     * A few hand-overs were recorded on a phone without signal: they happened at `at`, reached the server minutes to
     * hours later (when the step runs), with the client_id the phone made.
     */
    offline(at: Date): { at: string; client_id: string } | null {
      if (!rng.chance(0.06)) return null;
      return { at: new Date(at.getTime() - rng.int(20, 240) * 60_000).toISOString(), client_id: rngUuid(rng) };
    },
  };
}

function rngUuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((rng.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
