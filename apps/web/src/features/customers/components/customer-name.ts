/** A customer's full name, as every customer screen and row button shows it. */
export const customerName = (customer: { first_name: string; last_name: string }) => `${customer.first_name} ${customer.last_name}`;
