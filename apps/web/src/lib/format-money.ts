const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** spec §9: charges are shown in dollars. */
export const formatMoney = (value: number) => money.format(value);
