let intl: Intl.NumberFormat | undefined;
const viaIntl = (value: number) => (intl ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(value);

/**
 * spec §9: charges are shown in dollars, exactly as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
 * writes them ($1,234.50, -$7.00; cents rounded half away from zero on the number's shortest decimal form, as ICU
 * does: 1.005 is $1.01), but without Intl for the amounts a page shows: a page's first Intl formatter costs a phone
 * ~15 ms of its start-up (60 ms at Lighthouse's 4x slowdown). format-money.test.ts holds the two equal.
 */
export function formatMoney(value: number): string {
  const [whole = '', fraction = ''] = Math.abs(value).toString().split('.');
  // Exponent forms (below 1e-6, 1e21 and up) and amounts past exact cents: Intl itself.
  if (!/^\d{1,13}$/.test(whole) || !/^\d*$/.test(fraction)) return viaIntl(value);
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const text = `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}
