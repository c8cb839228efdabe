/** A person's full name (a customer, a staff user), as every screen and row button writes it. */
export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;
